import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_AppliedInputs */

const en_dev_applied = /** @type {(inputs: Dev_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied`)
};

const es_dev_applied = /** @type {(inputs: Dev_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitada`)
};

const fr_dev_applied = /** @type {(inputs: Dev_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandé le`)
};

const it_dev_applied = /** @type {(inputs: Dev_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richiesta il`)
};

const pt_dev_applied = /** @type {(inputs: Dev_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido em`)
};

const el_dev_applied = /** @type {(inputs: Dev_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υποβλήθηκε`)
};

const hr_dev_applied = /** @type {(inputs: Dev_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podnesen`)
};

/**
* | output |
* | --- |
* | "Applied" |
*
* @param {Dev_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_applied = /** @type {((inputs?: Dev_AppliedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_AppliedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_applied(inputs)
	if (locale === "fr") return fr_dev_applied(inputs)
	if (locale === "it") return it_dev_applied(inputs)
	if (locale === "pt") return pt_dev_applied(inputs)
	if (locale === "el") return el_dev_applied(inputs)
	if (locale === "hr") return hr_dev_applied(inputs)
	return en_dev_applied(inputs)
});
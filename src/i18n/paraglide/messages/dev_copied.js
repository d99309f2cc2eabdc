import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_CopiedInputs */

const en_dev_copied = /** @type {(inputs: Dev_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied.`)
};

const es_dev_copied = /** @type {(inputs: Dev_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiado.`)
};

const fr_dev_copied = /** @type {(inputs: Dev_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copié.`)
};

const it_dev_copied = /** @type {(inputs: Dev_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiato.`)
};

const pt_dev_copied = /** @type {(inputs: Dev_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiado.`)
};

const el_dev_copied = /** @type {(inputs: Dev_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αντιγράφηκε.`)
};

const hr_dev_copied = /** @type {(inputs: Dev_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopirano.`)
};

/**
* | output |
* | --- |
* | "Copied." |
*
* @param {Dev_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_copied = /** @type {((inputs?: Dev_CopiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_CopiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_copied(inputs)
	if (locale === "fr") return fr_dev_copied(inputs)
	if (locale === "it") return it_dev_copied(inputs)
	if (locale === "pt") return pt_dev_copied(inputs)
	if (locale === "el") return el_dev_copied(inputs)
	if (locale === "hr") return hr_dev_copied(inputs)
	return en_dev_copied(inputs)
});
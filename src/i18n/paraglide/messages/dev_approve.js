import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_ApproveInputs */

const en_dev_approve = /** @type {(inputs: Dev_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

const es_dev_approve = /** @type {(inputs: Dev_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobar`)
};

const fr_dev_approve = /** @type {(inputs: Dev_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuver`)
};

const it_dev_approve = /** @type {(inputs: Dev_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approva`)
};

const pt_dev_approve = /** @type {(inputs: Dev_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprovar`)
};

const el_dev_approve = /** @type {(inputs: Dev_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έγκριση`)
};

const hr_dev_approve = /** @type {(inputs: Dev_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odobri`)
};

/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Dev_ApproveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_approve = /** @type {((inputs?: Dev_ApproveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApproveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_approve(inputs)
	if (locale === "fr") return fr_dev_approve(inputs)
	if (locale === "it") return it_dev_approve(inputs)
	if (locale === "pt") return pt_dev_approve(inputs)
	if (locale === "el") return el_dev_approve(inputs)
	if (locale === "hr") return hr_dev_approve(inputs)
	return en_dev_approve(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Api_ReferenceInputs */

const en_dev_api_reference = /** @type {(inputs: Dev_Api_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API reference`)
};

const es_dev_api_reference = /** @type {(inputs: Dev_Api_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`referencia de la API`)
};

const fr_dev_api_reference = /** @type {(inputs: Dev_Api_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`référence de l’API`)
};

const it_dev_api_reference = /** @type {(inputs: Dev_Api_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`riferimento dell’API`)
};

const pt_dev_api_reference = /** @type {(inputs: Dev_Api_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`referência da API`)
};

const el_dev_api_reference = /** @type {(inputs: Dev_Api_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`τεκμηρίωση του API`)
};

const hr_dev_api_reference = /** @type {(inputs: Dev_Api_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`referencu API-ja`)
};

/**
* | output |
* | --- |
* | "API reference" |
*
* @param {Dev_Api_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_api_reference = /** @type {((inputs?: Dev_Api_ReferenceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Api_ReferenceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_api_reference(inputs)
	if (locale === "fr") return fr_dev_api_reference(inputs)
	if (locale === "it") return it_dev_api_reference(inputs)
	if (locale === "pt") return pt_dev_api_reference(inputs)
	if (locale === "el") return el_dev_api_reference(inputs)
	if (locale === "hr") return hr_dev_api_reference(inputs)
	return en_dev_api_reference(inputs)
});
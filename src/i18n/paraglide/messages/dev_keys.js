import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_KeysInputs */

const en_dev_keys = /** @type {(inputs: Dev_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys`)
};

const es_dev_keys = /** @type {(inputs: Dev_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claves de API`)
};

const fr_dev_keys = /** @type {(inputs: Dev_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clés d’API`)
};

const it_dev_keys = /** @type {(inputs: Dev_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiavi API`)
};

const pt_dev_keys = /** @type {(inputs: Dev_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaves de API`)
};

const el_dev_keys = /** @type {(inputs: Dev_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλειδιά API`)
};

const hr_dev_keys = /** @type {(inputs: Dev_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API ključevi`)
};

/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Dev_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_keys = /** @type {((inputs?: Dev_KeysInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_KeysInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_keys(inputs)
	if (locale === "fr") return fr_dev_keys(inputs)
	if (locale === "it") return it_dev_keys(inputs)
	if (locale === "pt") return pt_dev_keys(inputs)
	if (locale === "el") return el_dev_keys(inputs)
	if (locale === "hr") return hr_dev_keys(inputs)
	return en_dev_keys(inputs)
});
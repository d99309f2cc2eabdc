import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Kept_KeysInputs */

const en_reset_kept_keys = /** @type {(inputs: Reset_Kept_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your API keys`)
};

const es_reset_kept_keys = /** @type {(inputs: Reset_Kept_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tus claves de API`)
};

const fr_reset_kept_keys = /** @type {(inputs: Reset_Kept_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vos clés d’API`)
};

const it_reset_kept_keys = /** @type {(inputs: Reset_Kept_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le tue chiavi API`)
};

const pt_reset_kept_keys = /** @type {(inputs: Reset_Kept_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as suas chaves de API`)
};

const el_reset_kept_keys = /** @type {(inputs: Reset_Kept_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`κλειδιά API σας`)
};

const hr_reset_kept_keys = /** @type {(inputs: Reset_Kept_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vašim API ključevima`)
};

/**
* | output |
* | --- |
* | "your API keys" |
*
* @param {Reset_Kept_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_kept_keys = /** @type {((inputs?: Reset_Kept_KeysInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Kept_KeysInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_kept_keys(inputs)
	if (locale === "fr") return fr_reset_kept_keys(inputs)
	if (locale === "it") return it_reset_kept_keys(inputs)
	if (locale === "pt") return pt_reset_kept_keys(inputs)
	if (locale === "el") return el_reset_kept_keys(inputs)
	if (locale === "hr") return hr_reset_kept_keys(inputs)
	return en_reset_kept_keys(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Kind_KeyInputs */

const en_reset_kind_key = /** @type {(inputs: Reset_Kind_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

const es_reset_kind_key = /** @type {(inputs: Reset_Kind_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave de API`)
};

const fr_reset_kind_key = /** @type {(inputs: Reset_Kind_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d’API`)
};

const it_reset_kind_key = /** @type {(inputs: Reset_Kind_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiave API`)
};

const pt_reset_kind_key = /** @type {(inputs: Reset_Kind_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave de API`)
};

const el_reset_kind_key = /** @type {(inputs: Reset_Kind_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλειδί API`)
};

const hr_reset_kind_key = /** @type {(inputs: Reset_Kind_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API ključ`)
};

/**
* | output |
* | --- |
* | "API key" |
*
* @param {Reset_Kind_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_kind_key = /** @type {((inputs?: Reset_Kind_KeyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Kind_KeyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_kind_key(inputs)
	if (locale === "fr") return fr_reset_kind_key(inputs)
	if (locale === "it") return it_reset_kind_key(inputs)
	if (locale === "pt") return pt_reset_kind_key(inputs)
	if (locale === "el") return el_reset_kind_key(inputs)
	if (locale === "hr") return hr_reset_kind_key(inputs)
	return en_reset_kind_key(inputs)
});
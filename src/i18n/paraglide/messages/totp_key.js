import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ key: NonNullable<unknown> }} Totp_KeyInputs */

const en_totp_key = /** @type {(inputs: Totp_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Key: ${i?.key}`)
};

const es_totp_key = /** @type {(inputs: Totp_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clave: ${i?.key}`)
};

const fr_totp_key = /** @type {(inputs: Totp_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clé : ${i?.key}`)
};

const it_totp_key = /** @type {(inputs: Totp_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chiave: ${i?.key}`)
};

const pt_totp_key = /** @type {(inputs: Totp_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chave: ${i?.key}`)
};

const el_totp_key = /** @type {(inputs: Totp_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κλειδί: ${i?.key}`)
};

const hr_totp_key = /** @type {(inputs: Totp_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ključ: ${i?.key}`)
};

/**
* | output |
* | --- |
* | "Key: {key}" |
*
* @param {Totp_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_key = /** @type {((inputs: Totp_KeyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_KeyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_key(inputs)
	if (locale === "fr") return fr_totp_key(inputs)
	if (locale === "it") return it_totp_key(inputs)
	if (locale === "pt") return pt_totp_key(inputs)
	if (locale === "el") return el_totp_key(inputs)
	if (locale === "hr") return hr_totp_key(inputs)
	return en_totp_key(inputs)
});
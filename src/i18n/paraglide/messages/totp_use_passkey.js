import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Use_PasskeyInputs */

const en_totp_use_passkey = /** @type {(inputs: Totp_Use_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use your passkey`)
};

const es_totp_use_passkey = /** @type {(inputs: Totp_Use_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa tu llave de acceso`)
};

const fr_totp_use_passkey = /** @type {(inputs: Totp_Use_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez votre clé d’accès`)
};

const it_totp_use_passkey = /** @type {(inputs: Totp_Use_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa la tua passkey`)
};

const pt_totp_use_passkey = /** @type {(inputs: Totp_Use_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a sua chave de acesso`)
};

const el_totp_use_passkey = /** @type {(inputs: Totp_Use_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χρησιμοποιήστε το κλειδί πρόσβασής σας`)
};

const hr_totp_use_passkey = /** @type {(inputs: Totp_Use_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upotrijebite pristupni ključ`)
};

/**
* | output |
* | --- |
* | "Use your passkey" |
*
* @param {Totp_Use_PasskeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_use_passkey = /** @type {((inputs?: Totp_Use_PasskeyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Use_PasskeyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_use_passkey(inputs)
	if (locale === "fr") return fr_totp_use_passkey(inputs)
	if (locale === "it") return it_totp_use_passkey(inputs)
	if (locale === "pt") return pt_totp_use_passkey(inputs)
	if (locale === "el") return el_totp_use_passkey(inputs)
	if (locale === "hr") return hr_totp_use_passkey(inputs)
	return en_totp_use_passkey(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Set_UpInputs */

const en_totp_set_up = /** @type {(inputs: Totp_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up an authenticator app`)
};

const es_totp_set_up = /** @type {(inputs: Totp_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurar una app de autenticación`)
};

const fr_totp_set_up = /** @type {(inputs: Totp_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurer une application d’authentification`)
};

const it_totp_set_up = /** @type {(inputs: Totp_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configura un’app di autenticazione`)
};

const pt_totp_set_up = /** @type {(inputs: Totp_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurar uma aplicação de autenticação`)
};

const el_totp_set_up = /** @type {(inputs: Totp_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ρύθμιση εφαρμογής ελέγχου ταυτότητας`)
};

const hr_totp_set_up = /** @type {(inputs: Totp_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postavi aplikaciju za autentifikaciju`)
};

/**
* | output |
* | --- |
* | "Set up an authenticator app" |
*
* @param {Totp_Set_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_set_up = /** @type {((inputs?: Totp_Set_UpInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Set_UpInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_set_up(inputs)
	if (locale === "fr") return fr_totp_set_up(inputs)
	if (locale === "it") return it_totp_set_up(inputs)
	if (locale === "pt") return pt_totp_set_up(inputs)
	if (locale === "el") return el_totp_set_up(inputs)
	if (locale === "hr") return hr_totp_set_up(inputs)
	return en_totp_set_up(inputs)
});
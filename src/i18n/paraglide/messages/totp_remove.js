import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_RemoveInputs */

const en_totp_remove = /** @type {(inputs: Totp_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the authenticator app`)
};

const es_totp_remove = /** @type {(inputs: Totp_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar la app de autenticación`)
};

const fr_totp_remove = /** @type {(inputs: Totp_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer l’application d’authentification`)
};

const it_totp_remove = /** @type {(inputs: Totp_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuovi l’app di autenticazione`)
};

const pt_totp_remove = /** @type {(inputs: Totp_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover a aplicação de autenticação`)
};

const el_totp_remove = /** @type {(inputs: Totp_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αφαίρεση της εφαρμογής ελέγχου ταυτότητας`)
};

const hr_totp_remove = /** @type {(inputs: Totp_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukloni aplikaciju za autentifikaciju`)
};

/**
* | output |
* | --- |
* | "Remove the authenticator app" |
*
* @param {Totp_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_remove = /** @type {((inputs?: Totp_RemoveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_RemoveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_remove(inputs)
	if (locale === "fr") return fr_totp_remove(inputs)
	if (locale === "it") return it_totp_remove(inputs)
	if (locale === "pt") return pt_totp_remove(inputs)
	if (locale === "el") return el_totp_remove(inputs)
	if (locale === "hr") return hr_totp_remove(inputs)
	return en_totp_remove(inputs)
});
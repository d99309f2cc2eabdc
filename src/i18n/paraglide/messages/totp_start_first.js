import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Start_FirstInputs */

const en_totp_start_first = /** @type {(inputs: Totp_Start_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start setting up your authenticator app first.`)
};

const es_totp_start_first = /** @type {(inputs: Totp_Start_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero empieza a configurar tu app de autenticación.`)
};

const fr_totp_start_first = /** @type {(inputs: Totp_Start_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencez d’abord à configurer votre application d’authentification.`)
};

const it_totp_start_first = /** @type {(inputs: Totp_Start_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prima inizia a configurare la tua app di autenticazione.`)
};

const pt_totp_start_first = /** @type {(inputs: Totp_Start_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comece primeiro a configurar a sua aplicação de autenticação.`)
};

const el_totp_start_first = /** @type {(inputs: Totp_Start_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ξεκινήστε πρώτα τη ρύθμιση της εφαρμογής ελέγχου ταυτότητας.`)
};

const hr_totp_start_first = /** @type {(inputs: Totp_Start_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najprije započnite postavljanje aplikacije za autentifikaciju.`)
};

/**
* | output |
* | --- |
* | "Start setting up your authenticator app first." |
*
* @param {Totp_Start_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_start_first = /** @type {((inputs?: Totp_Start_FirstInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Start_FirstInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_start_first(inputs)
	if (locale === "fr") return fr_totp_start_first(inputs)
	if (locale === "it") return it_totp_start_first(inputs)
	if (locale === "pt") return pt_totp_start_first(inputs)
	if (locale === "el") return el_totp_start_first(inputs)
	if (locale === "hr") return hr_totp_start_first(inputs)
	return en_totp_start_first(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Codes_TextInputs */

const en_totp_codes_text = /** @type {(inputs: Totp_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your authenticator app is set up. Keep these codes somewhere safe: each signs you in once if you lose the app.`)
};

const es_totp_codes_text = /** @type {(inputs: Totp_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu app de autenticación está lista. Guarda estos códigos en un lugar seguro: cada uno te deja entrar una vez si pierdes la app.`)
};

const fr_totp_codes_text = /** @type {(inputs: Totp_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre application d’authentification est configurée. Gardez ces codes en lieu sûr : chacun vous connecte une fois si vous perdez l’application.`)
};

const it_totp_codes_text = /** @type {(inputs: Totp_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua app di autenticazione è configurata. Conserva questi codici in un posto sicuro: ognuno ti fa accedere una volta se perdi l’app.`)
};

const pt_totp_codes_text = /** @type {(inputs: Totp_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua aplicação de autenticação está configurada. Guarde estes códigos num lugar seguro: cada um deixa-o entrar uma vez se perder a aplicação.`)
};

const el_totp_codes_text = /** @type {(inputs: Totp_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή ελέγχου ταυτότητας ρυθμίστηκε. Φυλάξτε αυτούς τους κωδικούς κάπου ασφαλή: ο καθένας σας συνδέει μία φορά αν χάσετε την εφαρμογή.`)
};

const hr_totp_codes_text = /** @type {(inputs: Totp_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacija za autentifikaciju je postavljena. Čuvajte ove kodove na sigurnom: svaki vas jednom prijavljuje ako izgubite aplikaciju.`)
};

/**
* | output |
* | --- |
* | "Your authenticator app is set up. Keep these codes somewhere safe: each signs you in once if you lose the app." |
*
* @param {Totp_Codes_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_codes_text = /** @type {((inputs?: Totp_Codes_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Codes_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_codes_text(inputs)
	if (locale === "fr") return fr_totp_codes_text(inputs)
	if (locale === "it") return it_totp_codes_text(inputs)
	if (locale === "pt") return pt_totp_codes_text(inputs)
	if (locale === "el") return el_totp_codes_text(inputs)
	if (locale === "hr") return hr_totp_codes_text(inputs)
	return en_totp_codes_text(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Wrong_CodeInputs */

const en_totp_wrong_code = /** @type {(inputs: Totp_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not right. Enter the current code from your app.`)
};

const es_totp_wrong_code = /** @type {(inputs: Totp_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese código no es correcto. Introduce el código actual de tu app.`)
};

const fr_totp_wrong_code = /** @type {(inputs: Totp_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code n’est pas le bon. Entrez le code actuel de votre application.`)
};

const it_totp_wrong_code = /** @type {(inputs: Totp_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il codice non è corretto. Inserisci quello attuale della tua app.`)
};

const pt_totp_wrong_code = /** @type {(inputs: Totp_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse código não está certo. Introduza o código atual da sua aplicação.`)
};

const el_totp_wrong_code = /** @type {(inputs: Totp_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός δεν είναι σωστός. Εισαγάγετε τον τρέχοντα κωδικό από την εφαρμογή σας.`)
};

const hr_totp_wrong_code = /** @type {(inputs: Totp_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kod nije točan. Unesite trenutačni kod iz aplikacije.`)
};

/**
* | output |
* | --- |
* | "That code is not right. Enter the current code from your app." |
*
* @param {Totp_Wrong_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_wrong_code = /** @type {((inputs?: Totp_Wrong_CodeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Wrong_CodeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_wrong_code(inputs)
	if (locale === "fr") return fr_totp_wrong_code(inputs)
	if (locale === "it") return it_totp_wrong_code(inputs)
	if (locale === "pt") return pt_totp_wrong_code(inputs)
	if (locale === "el") return el_totp_wrong_code(inputs)
	if (locale === "hr") return hr_totp_wrong_code(inputs)
	return en_totp_wrong_code(inputs)
});
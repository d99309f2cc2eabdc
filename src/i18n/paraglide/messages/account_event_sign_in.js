import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Sign_InInputs */

const en_account_event_sign_in = /** @type {(inputs: Account_Event_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in`)
};

const es_account_event_sign_in = /** @type {(inputs: Account_Event_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión`)
};

const fr_account_event_sign_in = /** @type {(inputs: Account_Event_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion`)
};

const it_account_event_sign_in = /** @type {(inputs: Account_Event_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso`)
};

const pt_account_event_sign_in = /** @type {(inputs: Account_Event_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão iniciada`)
};

const el_account_event_sign_in = /** @type {(inputs: Account_Event_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σύνδεση`)
};

const hr_account_event_sign_in = /** @type {(inputs: Account_Event_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijava`)
};

/**
* | output |
* | --- |
* | "Signed in" |
*
* @param {Account_Event_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_sign_in = /** @type {((inputs?: Account_Event_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Sign_InInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_sign_in(inputs)
	if (locale === "fr") return fr_account_event_sign_in(inputs)
	if (locale === "it") return it_account_event_sign_in(inputs)
	if (locale === "pt") return pt_account_event_sign_in(inputs)
	if (locale === "el") return el_account_event_sign_in(inputs)
	if (locale === "hr") return hr_account_event_sign_in(inputs)
	return en_account_event_sign_in(inputs)
});
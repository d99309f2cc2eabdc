import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_SessionsInputs */

const en_account_sessions = /** @type {(inputs: Account_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where you are signed in`)
};

const es_account_sessions = /** @type {(inputs: Account_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde tienes la sesión abierta`)
};

const fr_account_sessions = /** @type {(inputs: Account_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où vous êtes connecté`)
};

const it_account_sessions = /** @type {(inputs: Account_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dove hai effettuato l’accesso`)
};

const pt_account_sessions = /** @type {(inputs: Account_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onde tem sessão iniciada`)
};

const el_account_sessions = /** @type {(inputs: Account_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πού είστε συνδεδεμένοι`)
};

const hr_account_sessions = /** @type {(inputs: Account_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gdje ste prijavljeni`)
};

/**
* | output |
* | --- |
* | "Where you are signed in" |
*
* @param {Account_SessionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_sessions = /** @type {((inputs?: Account_SessionsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SessionsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_sessions(inputs)
	if (locale === "fr") return fr_account_sessions(inputs)
	if (locale === "it") return it_account_sessions(inputs)
	if (locale === "pt") return pt_account_sessions(inputs)
	if (locale === "el") return el_account_sessions(inputs)
	if (locale === "hr") return hr_account_sessions(inputs)
	return en_account_sessions(inputs)
});
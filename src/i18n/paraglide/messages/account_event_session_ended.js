import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Session_EndedInputs */

const en_account_event_session_ended = /** @type {(inputs: Account_Event_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A session signed out`)
};

const es_account_event_session_ended = /** @type {(inputs: Account_Event_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión cerrada`)
};

const fr_account_event_session_ended = /** @type {(inputs: Account_Event_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une session fermée`)
};

const it_account_event_session_ended = /** @type {(inputs: Account_Event_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessione chiusa`)
};

const pt_account_event_session_ended = /** @type {(inputs: Account_Event_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma sessão terminada`)
};

const el_account_event_session_ended = /** @type {(inputs: Account_Event_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έκλεισε μια σύνδεση`)
};

const hr_account_event_session_ended = /** @type {(inputs: Account_Event_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedna sesija odjavljena`)
};

/**
* | output |
* | --- |
* | "A session signed out" |
*
* @param {Account_Event_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_session_ended = /** @type {((inputs?: Account_Event_Session_EndedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Session_EndedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_session_ended(inputs)
	if (locale === "fr") return fr_account_event_session_ended(inputs)
	if (locale === "it") return it_account_event_session_ended(inputs)
	if (locale === "pt") return pt_account_event_session_ended(inputs)
	if (locale === "el") return el_account_event_session_ended(inputs)
	if (locale === "hr") return hr_account_event_session_ended(inputs)
	return en_account_event_session_ended(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Sessions_EndedInputs */

const en_account_event_sessions_ended = /** @type {(inputs: Account_Event_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other sessions signed out`)
};

const es_account_event_sessions_ended = /** @type {(inputs: Account_Event_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demás sesiones cerradas`)
};

const fr_account_event_sessions_ended = /** @type {(inputs: Account_Event_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres sessions fermées`)
};

const it_account_event_sessions_ended = /** @type {(inputs: Account_Event_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altre sessioni chiuse`)
};

const pt_account_event_sessions_ended = /** @type {(inputs: Account_Event_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outras sessões terminadas`)
};

const el_account_event_sessions_ended = /** @type {(inputs: Account_Event_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έκλεισαν οι άλλες συνδέσεις`)
};

const hr_account_event_sessions_ended = /** @type {(inputs: Account_Event_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ostale sesije odjavljene`)
};

/**
* | output |
* | --- |
* | "Other sessions signed out" |
*
* @param {Account_Event_Sessions_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_sessions_ended = /** @type {((inputs?: Account_Event_Sessions_EndedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Sessions_EndedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_sessions_ended(inputs)
	if (locale === "fr") return fr_account_event_sessions_ended(inputs)
	if (locale === "it") return it_account_event_sessions_ended(inputs)
	if (locale === "pt") return pt_account_event_sessions_ended(inputs)
	if (locale === "el") return el_account_event_sessions_ended(inputs)
	if (locale === "hr") return hr_account_event_sessions_ended(inputs)
	return en_account_event_sessions_ended(inputs)
});
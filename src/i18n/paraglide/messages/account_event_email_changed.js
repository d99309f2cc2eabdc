import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Email_ChangedInputs */

const en_account_event_email_changed = /** @type {(inputs: Account_Event_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address changed`)
};

const es_account_event_email_changed = /** @type {(inputs: Account_Event_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo cambiado`)
};

const fr_account_event_email_changed = /** @type {(inputs: Account_Event_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail modifiée`)
};

const it_account_event_email_changed = /** @type {(inputs: Account_Event_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzo email cambiato`)
};

const pt_account_event_email_changed = /** @type {(inputs: Account_Event_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail alterado`)
};

const el_account_event_email_changed = /** @type {(inputs: Account_Event_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διεύθυνση email άλλαξε`)
};

const hr_account_event_email_changed = /** @type {(inputs: Account_Event_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresa e-pošte promijenjena`)
};

/**
* | output |
* | --- |
* | "Email address changed" |
*
* @param {Account_Event_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_email_changed = /** @type {((inputs?: Account_Event_Email_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Email_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_email_changed(inputs)
	if (locale === "fr") return fr_account_event_email_changed(inputs)
	if (locale === "it") return it_account_event_email_changed(inputs)
	if (locale === "pt") return pt_account_event_email_changed(inputs)
	if (locale === "el") return el_account_event_email_changed(inputs)
	if (locale === "hr") return hr_account_event_email_changed(inputs)
	return en_account_event_email_changed(inputs)
});
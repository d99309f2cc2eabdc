import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Email_Change_RequestedInputs */

const en_account_event_email_change_requested = /** @type {(inputs: Account_Event_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New email address asked for`)
};

const es_account_event_email_change_requested = /** @type {(inputs: Account_Event_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud de nuevo correo`)
};

const fr_account_event_email_change_requested = /** @type {(inputs: Account_Event_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse e-mail demandée`)
};

const it_account_event_email_change_requested = /** @type {(inputs: Account_Event_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richiesta di nuovo indirizzo email`)
};

const pt_account_event_email_change_requested = /** @type {(inputs: Account_Event_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido de novo e-mail`)
};

const el_account_event_email_change_requested = /** @type {(inputs: Account_Event_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζητήθηκε νέα διεύθυνση email`)
};

const hr_account_event_email_change_requested = /** @type {(inputs: Account_Event_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zatražena nova adresa e-pošte`)
};

/**
* | output |
* | --- |
* | "New email address asked for" |
*
* @param {Account_Event_Email_Change_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_email_change_requested = /** @type {((inputs?: Account_Event_Email_Change_RequestedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Email_Change_RequestedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_email_change_requested(inputs)
	if (locale === "fr") return fr_account_event_email_change_requested(inputs)
	if (locale === "it") return it_account_event_email_change_requested(inputs)
	if (locale === "pt") return pt_account_event_email_change_requested(inputs)
	if (locale === "el") return el_account_event_email_change_requested(inputs)
	if (locale === "hr") return hr_account_event_email_change_requested(inputs)
	return en_account_event_email_change_requested(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Second_Factor_AddedInputs */

const en_account_event_second_factor_added = /** @type {(inputs: Account_Event_Second_Factor_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator app added`)
};

const es_account_event_second_factor_added = /** @type {(inputs: Account_Event_Second_Factor_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App de autenticación añadida`)
};

const fr_account_event_second_factor_added = /** @type {(inputs: Account_Event_Second_Factor_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application d’authentification ajoutée`)
};

const it_account_event_second_factor_added = /** @type {(inputs: Account_Event_Second_Factor_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App di autenticazione aggiunta`)
};

const pt_account_event_second_factor_added = /** @type {(inputs: Account_Event_Second_Factor_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicação de autenticação adicionada`)
};

const el_account_event_second_factor_added = /** @type {(inputs: Account_Event_Second_Factor_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προστέθηκε εφαρμογή ελέγχου ταυτότητας`)
};

const hr_account_event_second_factor_added = /** @type {(inputs: Account_Event_Second_Factor_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacija za autentifikaciju dodana`)
};

/**
* | output |
* | --- |
* | "Authenticator app added" |
*
* @param {Account_Event_Second_Factor_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_second_factor_added = /** @type {((inputs?: Account_Event_Second_Factor_AddedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Second_Factor_AddedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_second_factor_added(inputs)
	if (locale === "fr") return fr_account_event_second_factor_added(inputs)
	if (locale === "it") return it_account_event_second_factor_added(inputs)
	if (locale === "pt") return pt_account_event_second_factor_added(inputs)
	if (locale === "el") return el_account_event_second_factor_added(inputs)
	if (locale === "hr") return hr_account_event_second_factor_added(inputs)
	return en_account_event_second_factor_added(inputs)
});
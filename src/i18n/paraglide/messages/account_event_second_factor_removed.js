import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Second_Factor_RemovedInputs */

const en_account_event_second_factor_removed = /** @type {(inputs: Account_Event_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator app removed`)
};

const es_account_event_second_factor_removed = /** @type {(inputs: Account_Event_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App de autenticación quitada`)
};

const fr_account_event_second_factor_removed = /** @type {(inputs: Account_Event_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application d’authentification retirée`)
};

const it_account_event_second_factor_removed = /** @type {(inputs: Account_Event_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App di autenticazione rimossa`)
};

const pt_account_event_second_factor_removed = /** @type {(inputs: Account_Event_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicação de autenticação removida`)
};

const el_account_event_second_factor_removed = /** @type {(inputs: Account_Event_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αφαιρέθηκε η εφαρμογή ελέγχου ταυτότητας`)
};

const hr_account_event_second_factor_removed = /** @type {(inputs: Account_Event_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacija za autentifikaciju uklonjena`)
};

/**
* | output |
* | --- |
* | "Authenticator app removed" |
*
* @param {Account_Event_Second_Factor_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_second_factor_removed = /** @type {((inputs?: Account_Event_Second_Factor_RemovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Second_Factor_RemovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_second_factor_removed(inputs)
	if (locale === "fr") return fr_account_event_second_factor_removed(inputs)
	if (locale === "it") return it_account_event_second_factor_removed(inputs)
	if (locale === "pt") return pt_account_event_second_factor_removed(inputs)
	if (locale === "el") return el_account_event_second_factor_removed(inputs)
	if (locale === "hr") return hr_account_event_second_factor_removed(inputs)
	return en_account_event_second_factor_removed(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Passkey_RemovedInputs */

const en_account_event_passkey_removed = /** @type {(inputs: Account_Event_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey removed`)
};

const es_account_event_passkey_removed = /** @type {(inputs: Account_Event_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llave de acceso quitada`)
};

const fr_account_event_passkey_removed = /** @type {(inputs: Account_Event_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d’accès retirée`)
};

const it_account_event_passkey_removed = /** @type {(inputs: Account_Event_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey rimossa`)
};

const pt_account_event_passkey_removed = /** @type {(inputs: Account_Event_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave de acesso removida`)
};

const el_account_event_passkey_removed = /** @type {(inputs: Account_Event_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αφαιρέθηκε κλειδί πρόσβασης`)
};

const hr_account_event_passkey_removed = /** @type {(inputs: Account_Event_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pristupni ključ uklonjen`)
};

/**
* | output |
* | --- |
* | "Passkey removed" |
*
* @param {Account_Event_Passkey_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_passkey_removed = /** @type {((inputs?: Account_Event_Passkey_RemovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Passkey_RemovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_passkey_removed(inputs)
	if (locale === "fr") return fr_account_event_passkey_removed(inputs)
	if (locale === "it") return it_account_event_passkey_removed(inputs)
	if (locale === "pt") return pt_account_event_passkey_removed(inputs)
	if (locale === "el") return el_account_event_passkey_removed(inputs)
	if (locale === "hr") return hr_account_event_passkey_removed(inputs)
	return en_account_event_passkey_removed(inputs)
});
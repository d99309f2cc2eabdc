import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Passkey_AddedInputs */

const en_account_event_passkey_added = /** @type {(inputs: Account_Event_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey added`)
};

const es_account_event_passkey_added = /** @type {(inputs: Account_Event_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llave de acceso añadida`)
};

const fr_account_event_passkey_added = /** @type {(inputs: Account_Event_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d’accès ajoutée`)
};

const it_account_event_passkey_added = /** @type {(inputs: Account_Event_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey aggiunta`)
};

const pt_account_event_passkey_added = /** @type {(inputs: Account_Event_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave de acesso adicionada`)
};

const el_account_event_passkey_added = /** @type {(inputs: Account_Event_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προστέθηκε κλειδί πρόσβασης`)
};

const hr_account_event_passkey_added = /** @type {(inputs: Account_Event_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pristupni ključ dodan`)
};

/**
* | output |
* | --- |
* | "Passkey added" |
*
* @param {Account_Event_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_passkey_added = /** @type {((inputs?: Account_Event_Passkey_AddedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Passkey_AddedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_passkey_added(inputs)
	if (locale === "fr") return fr_account_event_passkey_added(inputs)
	if (locale === "it") return it_account_event_passkey_added(inputs)
	if (locale === "pt") return pt_account_event_passkey_added(inputs)
	if (locale === "el") return el_account_event_passkey_added(inputs)
	if (locale === "hr") return hr_account_event_passkey_added(inputs)
	return en_account_event_passkey_added(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Role_ChangedInputs */

const en_account_event_role_changed = /** @type {(inputs: Account_Event_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role changed`)
};

const es_account_event_role_changed = /** @type {(inputs: Account_Event_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol cambiado`)
};

const fr_account_event_role_changed = /** @type {(inputs: Account_Event_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle modifié`)
};

const it_account_event_role_changed = /** @type {(inputs: Account_Event_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruolo cambiato`)
};

const pt_account_event_role_changed = /** @type {(inputs: Account_Event_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Função alterada`)
};

const el_account_event_role_changed = /** @type {(inputs: Account_Event_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο ρόλος άλλαξε`)
};

const hr_account_event_role_changed = /** @type {(inputs: Account_Event_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uloga promijenjena`)
};

/**
* | output |
* | --- |
* | "Role changed" |
*
* @param {Account_Event_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_role_changed = /** @type {((inputs?: Account_Event_Role_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Role_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_role_changed(inputs)
	if (locale === "fr") return fr_account_event_role_changed(inputs)
	if (locale === "it") return it_account_event_role_changed(inputs)
	if (locale === "pt") return pt_account_event_role_changed(inputs)
	if (locale === "el") return el_account_event_role_changed(inputs)
	if (locale === "hr") return hr_account_event_role_changed(inputs)
	return en_account_event_role_changed(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Password_ChangedInputs */

const en_account_event_password_changed = /** @type {(inputs: Account_Event_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed`)
};

const es_account_event_password_changed = /** @type {(inputs: Account_Event_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña cambiada`)
};

const fr_account_event_password_changed = /** @type {(inputs: Account_Event_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe modifié`)
};

const it_account_event_password_changed = /** @type {(inputs: Account_Event_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password cambiata`)
};

const pt_account_event_password_changed = /** @type {(inputs: Account_Event_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha alterada`)
};

const el_account_event_password_changed = /** @type {(inputs: Account_Event_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός άλλαξε`)
};

const hr_account_event_password_changed = /** @type {(inputs: Account_Event_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lozinka promijenjena`)
};

/**
* | output |
* | --- |
* | "Password changed" |
*
* @param {Account_Event_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_password_changed = /** @type {((inputs?: Account_Event_Password_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Password_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_password_changed(inputs)
	if (locale === "fr") return fr_account_event_password_changed(inputs)
	if (locale === "it") return it_account_event_password_changed(inputs)
	if (locale === "pt") return pt_account_event_password_changed(inputs)
	if (locale === "el") return el_account_event_password_changed(inputs)
	if (locale === "hr") return hr_account_event_password_changed(inputs)
	return en_account_event_password_changed(inputs)
});
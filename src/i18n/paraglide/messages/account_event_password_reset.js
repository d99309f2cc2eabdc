import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Password_ResetInputs */

const en_account_event_password_reset = /** @type {(inputs: Account_Event_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password set by a mailed link`)
};

const es_account_event_password_reset = /** @type {(inputs: Account_Event_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña nueva por enlace enviado por correo`)
};

const fr_account_event_password_reset = /** @type {(inputs: Account_Event_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe défini par un lien envoyé par e-mail`)
};

const it_account_event_password_reset = /** @type {(inputs: Account_Event_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password impostata con un link via email`)
};

const pt_account_event_password_reset = /** @type {(inputs: Account_Event_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha definida por um link enviado por e-mail`)
};

const el_account_event_password_reset = /** @type {(inputs: Account_Event_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κωδικός ορίστηκε μέσω συνδέσμου με email`)
};

const hr_account_event_password_reset = /** @type {(inputs: Account_Event_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lozinka postavljena poveznicom iz e-pošte`)
};

/**
* | output |
* | --- |
* | "Password set by a mailed link" |
*
* @param {Account_Event_Password_ResetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_password_reset = /** @type {((inputs?: Account_Event_Password_ResetInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Password_ResetInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_password_reset(inputs)
	if (locale === "fr") return fr_account_event_password_reset(inputs)
	if (locale === "it") return it_account_event_password_reset(inputs)
	if (locale === "pt") return pt_account_event_password_reset(inputs)
	if (locale === "el") return el_account_event_password_reset(inputs)
	if (locale === "hr") return hr_account_event_password_reset(inputs)
	return en_account_event_password_reset(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Current_PasswordInputs */

const en_account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

const es_account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña actual`)
};

const fr_account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe actuel`)
};

const it_account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password attuale`)
};

const pt_account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha atual`)
};

const el_account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τρέχων κωδικός πρόσβασης`)
};

const hr_account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trenutna lozinka`)
};

/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Account_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_current_password = /** @type {((inputs?: Account_Current_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Current_PasswordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_current_password(inputs)
	if (locale === "fr") return fr_account_current_password(inputs)
	if (locale === "it") return it_account_current_password(inputs)
	if (locale === "pt") return pt_account_current_password(inputs)
	if (locale === "el") return el_account_current_password(inputs)
	if (locale === "hr") return hr_account_current_password(inputs)
	return en_account_current_password(inputs)
});
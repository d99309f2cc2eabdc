import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_New_PasswordInputs */

const en_account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

const es_account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña nueva`)
};

const fr_account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

const it_account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuova password`)
};

const pt_account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova senha`)
};

const el_account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Νέος κωδικός πρόσβασης`)
};

const hr_account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova lozinka`)
};

/**
* | output |
* | --- |
* | "New password" |
*
* @param {Account_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_new_password = /** @type {((inputs?: Account_New_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_PasswordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_new_password(inputs)
	if (locale === "fr") return fr_account_new_password(inputs)
	if (locale === "it") return it_account_new_password(inputs)
	if (locale === "pt") return pt_account_new_password(inputs)
	if (locale === "el") return el_account_new_password(inputs)
	if (locale === "hr") return hr_account_new_password(inputs)
	return en_account_new_password(inputs)
});
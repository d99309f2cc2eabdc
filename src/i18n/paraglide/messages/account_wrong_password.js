import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Wrong_PasswordInputs */

const en_account_wrong_password = /** @type {(inputs: Account_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That password is not right.`)
};

const es_account_wrong_password = /** @type {(inputs: Account_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa contraseña no es correcta.`)
};

const fr_account_wrong_password = /** @type {(inputs: Account_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mot de passe n’est pas le bon.`)
};

const it_account_wrong_password = /** @type {(inputs: Account_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La password non è corretta.`)
};

const pt_account_wrong_password = /** @type {(inputs: Account_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa senha não está certa.`)
};

const el_account_wrong_password = /** @type {(inputs: Account_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός δεν είναι σωστός.`)
};

const hr_account_wrong_password = /** @type {(inputs: Account_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lozinka nije točna.`)
};

/**
* | output |
* | --- |
* | "That password is not right." |
*
* @param {Account_Wrong_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_wrong_password = /** @type {((inputs?: Account_Wrong_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Wrong_PasswordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_wrong_password(inputs)
	if (locale === "fr") return fr_account_wrong_password(inputs)
	if (locale === "it") return it_account_wrong_password(inputs)
	if (locale === "pt") return pt_account_wrong_password(inputs)
	if (locale === "el") return el_account_wrong_password(inputs)
	if (locale === "hr") return hr_account_wrong_password(inputs)
	return en_account_wrong_password(inputs)
});
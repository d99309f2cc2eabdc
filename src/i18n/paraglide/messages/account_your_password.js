import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Your_PasswordInputs */

const en_account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password`)
};

const es_account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña`)
};

const fr_account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe`)
};

const it_account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua password`)
};

const pt_account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua senha`)
};

const el_account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός σας`)
};

const hr_account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša lozinka`)
};

/**
* | output |
* | --- |
* | "Your password" |
*
* @param {Account_Your_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_your_password = /** @type {((inputs?: Account_Your_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_PasswordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_your_password(inputs)
	if (locale === "fr") return fr_account_your_password(inputs)
	if (locale === "it") return it_account_your_password(inputs)
	if (locale === "pt") return pt_account_your_password(inputs)
	if (locale === "el") return el_account_your_password(inputs)
	if (locale === "hr") return hr_account_your_password(inputs)
	return en_account_your_password(inputs)
});
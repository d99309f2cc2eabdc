import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Provider_Refused_TitleInputs */

const en_account_provider_refused_title = /** @type {(inputs: Account_Provider_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot sign you in`)
};

const es_account_provider_refused_title = /** @type {(inputs: Account_Provider_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puedes entrar`)
};

const fr_account_provider_refused_title = /** @type {(inputs: Account_Provider_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion impossible`)
};

const it_account_provider_refused_title = /** @type {(inputs: Account_Provider_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non puoi accedere`)
};

const pt_account_provider_refused_title = /** @type {(inputs: Account_Provider_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é possível entrar`)
};

const el_account_provider_refused_title = /** @type {(inputs: Account_Provider_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν είναι δυνατή η σύνδεση`)
};

const hr_account_provider_refused_title = /** @type {(inputs: Account_Provider_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijava nije moguća`)
};

/**
* | output |
* | --- |
* | "Cannot sign you in" |
*
* @param {Account_Provider_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_provider_refused_title = /** @type {((inputs?: Account_Provider_Refused_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_Refused_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_provider_refused_title(inputs)
	if (locale === "fr") return fr_account_provider_refused_title(inputs)
	if (locale === "it") return it_account_provider_refused_title(inputs)
	if (locale === "pt") return pt_account_provider_refused_title(inputs)
	if (locale === "el") return el_account_provider_refused_title(inputs)
	if (locale === "hr") return hr_account_provider_refused_title(inputs)
	return en_account_provider_refused_title(inputs)
});
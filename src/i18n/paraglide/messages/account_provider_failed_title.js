import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Provider_Failed_TitleInputs */

const en_account_provider_failed_title = /** @type {(inputs: Account_Provider_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in failed`)
};

const es_account_provider_failed_title = /** @type {(inputs: Account_Provider_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido entrar`)
};

const fr_account_provider_failed_title = /** @type {(inputs: Account_Provider_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion a échoué`)
};

const it_account_provider_failed_title = /** @type {(inputs: Account_Provider_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso non riuscito`)
};

const pt_account_provider_failed_title = /** @type {(inputs: Account_Provider_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A entrada falhou`)
};

const el_account_provider_failed_title = /** @type {(inputs: Account_Provider_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση απέτυχε`)
};

const hr_account_provider_failed_title = /** @type {(inputs: Account_Provider_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijava nije uspjela`)
};

/**
* | output |
* | --- |
* | "Sign-in failed" |
*
* @param {Account_Provider_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_provider_failed_title = /** @type {((inputs?: Account_Provider_Failed_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_Failed_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_provider_failed_title(inputs)
	if (locale === "fr") return fr_account_provider_failed_title(inputs)
	if (locale === "it") return it_account_provider_failed_title(inputs)
	if (locale === "pt") return pt_account_provider_failed_title(inputs)
	if (locale === "el") return el_account_provider_failed_title(inputs)
	if (locale === "hr") return hr_account_provider_failed_title(inputs)
	return en_account_provider_failed_title(inputs)
});
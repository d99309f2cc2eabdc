import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Provider_Unavailable_TitleInputs */

const en_account_provider_unavailable_title = /** @type {(inputs: Account_Provider_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in unavailable`)
};

const es_account_provider_unavailable_title = /** @type {(inputs: Account_Provider_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede entrar`)
};

const fr_account_provider_unavailable_title = /** @type {(inputs: Account_Provider_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion indisponible`)
};

const it_account_provider_unavailable_title = /** @type {(inputs: Account_Provider_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso non disponibile`)
};

const pt_account_provider_unavailable_title = /** @type {(inputs: Account_Provider_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada indisponível`)
};

const el_account_provider_unavailable_title = /** @type {(inputs: Account_Provider_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση δεν είναι διαθέσιμη`)
};

const hr_account_provider_unavailable_title = /** @type {(inputs: Account_Provider_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijava nije dostupna`)
};

/**
* | output |
* | --- |
* | "Sign-in unavailable" |
*
* @param {Account_Provider_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_provider_unavailable_title = /** @type {((inputs?: Account_Provider_Unavailable_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_Unavailable_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_provider_unavailable_title(inputs)
	if (locale === "fr") return fr_account_provider_unavailable_title(inputs)
	if (locale === "it") return it_account_provider_unavailable_title(inputs)
	if (locale === "pt") return pt_account_provider_unavailable_title(inputs)
	if (locale === "el") return el_account_provider_unavailable_title(inputs)
	if (locale === "hr") return hr_account_provider_unavailable_title(inputs)
	return en_account_provider_unavailable_title(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Provider_Cancelled_TitleInputs */

const en_account_provider_cancelled_title = /** @type {(inputs: Account_Provider_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in cancelled`)
};

const es_account_provider_cancelled_title = /** @type {(inputs: Account_Provider_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada cancelada`)
};

const fr_account_provider_cancelled_title = /** @type {(inputs: Account_Provider_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion annulée`)
};

const it_account_provider_cancelled_title = /** @type {(inputs: Account_Provider_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso annullato`)
};

const pt_account_provider_cancelled_title = /** @type {(inputs: Account_Provider_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada cancelada`)
};

const el_account_provider_cancelled_title = /** @type {(inputs: Account_Provider_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση ακυρώθηκε`)
};

const hr_account_provider_cancelled_title = /** @type {(inputs: Account_Provider_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijava otkazana`)
};

/**
* | output |
* | --- |
* | "Sign-in cancelled" |
*
* @param {Account_Provider_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_provider_cancelled_title = /** @type {((inputs?: Account_Provider_Cancelled_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_Cancelled_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_provider_cancelled_title(inputs)
	if (locale === "fr") return fr_account_provider_cancelled_title(inputs)
	if (locale === "it") return it_account_provider_cancelled_title(inputs)
	if (locale === "pt") return pt_account_provider_cancelled_title(inputs)
	if (locale === "el") return el_account_provider_cancelled_title(inputs)
	if (locale === "hr") return hr_account_provider_cancelled_title(inputs)
	return en_account_provider_cancelled_title(inputs)
});
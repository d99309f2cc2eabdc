import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Diver_PageInputs */

const en_account_diver_page = /** @type {(inputs: Account_Diver_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your diver page`)
};

const es_account_diver_page = /** @type {(inputs: Account_Diver_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu página de buceador`)
};

const fr_account_diver_page = /** @type {(inputs: Account_Diver_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre page de plongeur`)
};

const it_account_diver_page = /** @type {(inputs: Account_Diver_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua pagina da sub`)
};

const pt_account_diver_page = /** @type {(inputs: Account_Diver_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua página de mergulhador`)
};

const el_account_diver_page = /** @type {(inputs: Account_Diver_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σελίδα σας ως δύτη`)
};

const hr_account_diver_page = /** @type {(inputs: Account_Diver_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša stranica ronioca`)
};

/**
* | output |
* | --- |
* | "Your diver page" |
*
* @param {Account_Diver_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_diver_page = /** @type {((inputs?: Account_Diver_PageInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Diver_PageInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_diver_page(inputs)
	if (locale === "fr") return fr_account_diver_page(inputs)
	if (locale === "it") return it_account_diver_page(inputs)
	if (locale === "pt") return pt_account_diver_page(inputs)
	if (locale === "el") return el_account_diver_page(inputs)
	if (locale === "hr") return hr_account_diver_page(inputs)
	return en_account_diver_page(inputs)
});
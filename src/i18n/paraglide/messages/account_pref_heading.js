import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Pref_HeadingInputs */

const en_account_pref_heading = /** @type {(inputs: Account_Pref_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Units, time zone and language`)
};

const es_account_pref_heading = /** @type {(inputs: Account_Pref_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidades, zona horaria e idioma`)
};

const fr_account_pref_heading = /** @type {(inputs: Account_Pref_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unités, fuseau horaire et langue`)
};

const it_account_pref_heading = /** @type {(inputs: Account_Pref_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unità, fuso orario e lingua`)
};

const pt_account_pref_heading = /** @type {(inputs: Account_Pref_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidades, fuso horário e idioma`)
};

const el_account_pref_heading = /** @type {(inputs: Account_Pref_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μονάδες, ζώνη ώρας και γλώσσα`)
};

const hr_account_pref_heading = /** @type {(inputs: Account_Pref_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedinice, vremenska zona i jezik`)
};

/**
* | output |
* | --- |
* | "Units, time zone and language" |
*
* @param {Account_Pref_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_pref_heading = /** @type {((inputs?: Account_Pref_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_pref_heading(inputs)
	if (locale === "fr") return fr_account_pref_heading(inputs)
	if (locale === "it") return it_account_pref_heading(inputs)
	if (locale === "pt") return pt_account_pref_heading(inputs)
	if (locale === "el") return el_account_pref_heading(inputs)
	if (locale === "hr") return hr_account_pref_heading(inputs)
	return en_account_pref_heading(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Pref_Time_ZoneInputs */

const en_account_pref_time_zone = /** @type {(inputs: Account_Pref_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

const es_account_pref_time_zone = /** @type {(inputs: Account_Pref_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona horaria`)
};

const fr_account_pref_time_zone = /** @type {(inputs: Account_Pref_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuseau horaire`)
};

const it_account_pref_time_zone = /** @type {(inputs: Account_Pref_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuso orario`)
};

const pt_account_pref_time_zone = /** @type {(inputs: Account_Pref_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuso horário`)
};

const el_account_pref_time_zone = /** @type {(inputs: Account_Pref_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζώνη ώρας`)
};

const hr_account_pref_time_zone = /** @type {(inputs: Account_Pref_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vremenska zona`)
};

/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Account_Pref_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_pref_time_zone = /** @type {((inputs?: Account_Pref_Time_ZoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_Time_ZoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_pref_time_zone(inputs)
	if (locale === "fr") return fr_account_pref_time_zone(inputs)
	if (locale === "it") return it_account_pref_time_zone(inputs)
	if (locale === "pt") return pt_account_pref_time_zone(inputs)
	if (locale === "el") return el_account_pref_time_zone(inputs)
	if (locale === "hr") return hr_account_pref_time_zone(inputs)
	return en_account_pref_time_zone(inputs)
});
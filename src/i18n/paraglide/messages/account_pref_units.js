import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Pref_UnitsInputs */

const en_account_pref_units = /** @type {(inputs: Account_Pref_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Units`)
};

const es_account_pref_units = /** @type {(inputs: Account_Pref_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidades`)
};

const fr_account_pref_units = /** @type {(inputs: Account_Pref_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unités`)
};

const it_account_pref_units = /** @type {(inputs: Account_Pref_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unità`)
};

const pt_account_pref_units = /** @type {(inputs: Account_Pref_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidades`)
};

const el_account_pref_units = /** @type {(inputs: Account_Pref_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μονάδες`)
};

const hr_account_pref_units = /** @type {(inputs: Account_Pref_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedinice`)
};

/**
* | output |
* | --- |
* | "Units" |
*
* @param {Account_Pref_UnitsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_pref_units = /** @type {((inputs?: Account_Pref_UnitsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_UnitsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_pref_units(inputs)
	if (locale === "fr") return fr_account_pref_units(inputs)
	if (locale === "it") return it_account_pref_units(inputs)
	if (locale === "pt") return pt_account_pref_units(inputs)
	if (locale === "el") return el_account_pref_units(inputs)
	if (locale === "hr") return hr_account_pref_units(inputs)
	return en_account_pref_units(inputs)
});
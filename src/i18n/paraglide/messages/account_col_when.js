import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Col_WhenInputs */

const en_account_col_when = /** @type {(inputs: Account_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const es_account_col_when = /** @type {(inputs: Account_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuándo`)
};

const fr_account_col_when = /** @type {(inputs: Account_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

const it_account_col_when = /** @type {(inputs: Account_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando`)
};

const pt_account_col_when = /** @type {(inputs: Account_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando`)
};

const el_account_col_when = /** @type {(inputs: Account_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πότε`)
};

const hr_account_col_when = /** @type {(inputs: Account_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kada`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Account_Col_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_col_when = /** @type {((inputs?: Account_Col_WhenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_WhenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_col_when(inputs)
	if (locale === "fr") return fr_account_col_when(inputs)
	if (locale === "it") return it_account_col_when(inputs)
	if (locale === "pt") return pt_account_col_when(inputs)
	if (locale === "el") return el_account_col_when(inputs)
	if (locale === "hr") return hr_account_col_when(inputs)
	return en_account_col_when(inputs)
});
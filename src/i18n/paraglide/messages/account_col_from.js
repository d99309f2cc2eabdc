import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Col_FromInputs */

const en_account_col_from = /** @type {(inputs: Account_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const es_account_col_from = /** @type {(inputs: Account_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

const fr_account_col_from = /** @type {(inputs: Account_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depuis`)
};

const it_account_col_from = /** @type {(inputs: Account_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da`)
};

const pt_account_col_from = /** @type {(inputs: Account_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De onde`)
};

const el_account_col_from = /** @type {(inputs: Account_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Από`)
};

const hr_account_col_from = /** @type {(inputs: Account_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odakle`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Account_Col_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_col_from = /** @type {((inputs?: Account_Col_FromInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_FromInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_col_from(inputs)
	if (locale === "fr") return fr_account_col_from(inputs)
	if (locale === "it") return it_account_col_from(inputs)
	if (locale === "pt") return pt_account_col_from(inputs)
	if (locale === "el") return el_account_col_from(inputs)
	if (locale === "hr") return hr_account_col_from(inputs)
	return en_account_col_from(inputs)
});
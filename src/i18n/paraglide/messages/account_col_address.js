import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Col_AddressInputs */

const en_account_col_address = /** @type {(inputs: Account_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const es_account_col_address = /** @type {(inputs: Account_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección`)
};

const fr_account_col_address = /** @type {(inputs: Account_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

const it_account_col_address = /** @type {(inputs: Account_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzo`)
};

const pt_account_col_address = /** @type {(inputs: Account_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço`)
};

const el_account_col_address = /** @type {(inputs: Account_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διεύθυνση`)
};

const hr_account_col_address = /** @type {(inputs: Account_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresa`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Account_Col_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_col_address = /** @type {((inputs?: Account_Col_AddressInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_AddressInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_col_address(inputs)
	if (locale === "fr") return fr_account_col_address(inputs)
	if (locale === "it") return it_account_col_address(inputs)
	if (locale === "pt") return pt_account_col_address(inputs)
	if (locale === "el") return el_account_col_address(inputs)
	if (locale === "hr") return hr_account_col_address(inputs)
	return en_account_col_address(inputs)
});
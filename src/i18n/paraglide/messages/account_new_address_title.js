import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_New_Address_TitleInputs */

const en_account_new_address_title = /** @type {(inputs: Account_New_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your new address`)
};

const es_account_new_address_title = /** @type {(inputs: Account_New_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu nueva dirección`)
};

const fr_account_new_address_title = /** @type {(inputs: Account_New_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre nouvelle adresse`)
};

const it_account_new_address_title = /** @type {(inputs: Account_New_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma il tuo nuovo indirizzo`)
};

const pt_account_new_address_title = /** @type {(inputs: Account_New_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme o seu novo endereço`)
};

const el_account_new_address_title = /** @type {(inputs: Account_New_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε τη νέα σας διεύθυνση`)
};

const hr_account_new_address_title = /** @type {(inputs: Account_New_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdite novu adresu`)
};

/**
* | output |
* | --- |
* | "Confirm your new address" |
*
* @param {Account_New_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_new_address_title = /** @type {((inputs?: Account_New_Address_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_Address_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_new_address_title(inputs)
	if (locale === "fr") return fr_account_new_address_title(inputs)
	if (locale === "it") return it_account_new_address_title(inputs)
	if (locale === "pt") return pt_account_new_address_title(inputs)
	if (locale === "el") return el_account_new_address_title(inputs)
	if (locale === "hr") return hr_account_new_address_title(inputs)
	return en_account_new_address_title(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Sign_Out_OthersInputs */

const en_account_sign_out_others = /** @type {(inputs: Account_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out all others`)
};

const es_account_sign_out_others = /** @type {(inputs: Account_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar todas las demás`)
};

const fr_account_sign_out_others = /** @type {(inputs: Account_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déconnecter toutes les autres`)
};

const it_account_sign_out_others = /** @type {(inputs: Account_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiudi tutte le altre`)
};

const pt_account_sign_out_others = /** @type {(inputs: Account_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminar todas as outras`)
};

const el_account_sign_out_others = /** @type {(inputs: Account_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποσύνδεση από όλες τις άλλες`)
};

const hr_account_sign_out_others = /** @type {(inputs: Account_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odjavi sve ostale`)
};

/**
* | output |
* | --- |
* | "Sign out all others" |
*
* @param {Account_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_sign_out_others = /** @type {((inputs?: Account_Sign_Out_OthersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_Out_OthersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_sign_out_others(inputs)
	if (locale === "fr") return fr_account_sign_out_others(inputs)
	if (locale === "it") return it_account_sign_out_others(inputs)
	if (locale === "pt") return pt_account_sign_out_others(inputs)
	if (locale === "el") return el_account_sign_out_others(inputs)
	if (locale === "hr") return hr_account_sign_out_others(inputs)
	return en_account_sign_out_others(inputs)
});
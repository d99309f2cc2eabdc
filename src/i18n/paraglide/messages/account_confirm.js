import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_ConfirmInputs */

const en_account_confirm = /** @type {(inputs: Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

const es_account_confirm = /** @type {(inputs: Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar`)
};

const fr_account_confirm = /** @type {(inputs: Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer`)
};

const it_account_confirm = /** @type {(inputs: Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma`)
};

const pt_account_confirm = /** @type {(inputs: Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar`)
};

const el_account_confirm = /** @type {(inputs: Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαίωση`)
};

const hr_account_confirm = /** @type {(inputs: Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdi`)
};

/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Account_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_confirm = /** @type {((inputs?: Account_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ConfirmInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_confirm(inputs)
	if (locale === "fr") return fr_account_confirm(inputs)
	if (locale === "it") return it_account_confirm(inputs)
	if (locale === "pt") return pt_account_confirm(inputs)
	if (locale === "el") return el_account_confirm(inputs)
	if (locale === "hr") return hr_account_confirm(inputs)
	return en_account_confirm(inputs)
});
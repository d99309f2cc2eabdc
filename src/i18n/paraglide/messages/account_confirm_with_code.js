import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Confirm_With_CodeInputs */

const en_account_confirm_with_code = /** @type {(inputs: Account_Confirm_With_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm with the code`)
};

const es_account_confirm_with_code = /** @type {(inputs: Account_Confirm_With_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar con el código`)
};

const fr_account_confirm_with_code = /** @type {(inputs: Account_Confirm_With_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer avec le code`)
};

const it_account_confirm_with_code = /** @type {(inputs: Account_Confirm_With_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma con il codice`)
};

const pt_account_confirm_with_code = /** @type {(inputs: Account_Confirm_With_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar com o código`)
};

const el_account_confirm_with_code = /** @type {(inputs: Account_Confirm_With_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαίωση με τον κωδικό`)
};

const hr_account_confirm_with_code = /** @type {(inputs: Account_Confirm_With_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdi kodom`)
};

/**
* | output |
* | --- |
* | "Confirm with the code" |
*
* @param {Account_Confirm_With_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_with_code = /** @type {((inputs?: Account_Confirm_With_CodeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_With_CodeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_confirm_with_code(inputs)
	if (locale === "fr") return fr_account_confirm_with_code(inputs)
	if (locale === "it") return it_account_confirm_with_code(inputs)
	if (locale === "pt") return pt_account_confirm_with_code(inputs)
	if (locale === "el") return el_account_confirm_with_code(inputs)
	if (locale === "hr") return hr_account_confirm_with_code(inputs)
	return en_account_confirm_with_code(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Confirm_Code_LabelInputs */

const en_account_confirm_code_label = /** @type {(inputs: Account_Confirm_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or a code from your authenticator app`)
};

const es_account_confirm_code_label = /** @type {(inputs: Account_Confirm_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O un código de tu app de autenticación`)
};

const fr_account_confirm_code_label = /** @type {(inputs: Account_Confirm_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou un code de votre application d’authentification`)
};

const it_account_confirm_code_label = /** @type {(inputs: Account_Confirm_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oppure un codice dalla tua app di autenticazione`)
};

const pt_account_confirm_code_label = /** @type {(inputs: Account_Confirm_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou um código da sua aplicação de autenticação`)
};

const el_account_confirm_code_label = /** @type {(inputs: Account_Confirm_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ή έναν κωδικό από την εφαρμογή ελέγχου ταυτότητας`)
};

const hr_account_confirm_code_label = /** @type {(inputs: Account_Confirm_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ili kod iz vaše aplikacije za autentifikaciju`)
};

/**
* | output |
* | --- |
* | "Or a code from your authenticator app" |
*
* @param {Account_Confirm_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_code_label = /** @type {((inputs?: Account_Confirm_Code_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_Code_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_confirm_code_label(inputs)
	if (locale === "fr") return fr_account_confirm_code_label(inputs)
	if (locale === "it") return it_account_confirm_code_label(inputs)
	if (locale === "pt") return pt_account_confirm_code_label(inputs)
	if (locale === "el") return el_account_confirm_code_label(inputs)
	if (locale === "hr") return hr_account_confirm_code_label(inputs)
	return en_account_confirm_code_label(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Confirm_TitleInputs */

const en_account_confirm_title = /** @type {(inputs: Account_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm it is you`)
};

const es_account_confirm_title = /** @type {(inputs: Account_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma que eres tú`)
};

const fr_account_confirm_title = /** @type {(inputs: Account_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez que c’est bien vous`)
};

const it_account_confirm_title = /** @type {(inputs: Account_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma che sei tu`)
};

const pt_account_confirm_title = /** @type {(inputs: Account_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme que é você`)
};

const el_account_confirm_title = /** @type {(inputs: Account_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε ότι είστε εσείς`)
};

const hr_account_confirm_title = /** @type {(inputs: Account_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdite da ste to vi`)
};

/**
* | output |
* | --- |
* | "Confirm it is you" |
*
* @param {Account_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_title = /** @type {((inputs?: Account_Confirm_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_confirm_title(inputs)
	if (locale === "fr") return fr_account_confirm_title(inputs)
	if (locale === "it") return it_account_confirm_title(inputs)
	if (locale === "pt") return pt_account_confirm_title(inputs)
	if (locale === "el") return el_account_confirm_title(inputs)
	if (locale === "hr") return hr_account_confirm_title(inputs)
	return en_account_confirm_title(inputs)
});
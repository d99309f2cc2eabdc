import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Check_Inbox_TitleInputs */

const en_join_check_inbox_title = /** @type {(inputs: Join_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

const es_join_check_inbox_title = /** @type {(inputs: Join_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo`)
};

const fr_join_check_inbox_title = /** @type {(inputs: Join_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez votre boîte de réception`)
};

const it_join_check_inbox_title = /** @type {(inputs: Join_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controlla la posta`)
};

const pt_join_check_inbox_title = /** @type {(inputs: Join_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique a sua caixa de entrada`)
};

const el_join_check_inbox_title = /** @type {(inputs: Join_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελέγξτε τα εισερχόμενά σας`)
};

const hr_join_check_inbox_title = /** @type {(inputs: Join_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provjerite pretinac`)
};

/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Join_Check_Inbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_check_inbox_title = /** @type {((inputs?: Join_Check_Inbox_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Check_Inbox_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_check_inbox_title(inputs)
	if (locale === "fr") return fr_join_check_inbox_title(inputs)
	if (locale === "it") return it_join_check_inbox_title(inputs)
	if (locale === "pt") return pt_join_check_inbox_title(inputs)
	if (locale === "el") return el_join_check_inbox_title(inputs)
	if (locale === "hr") return hr_join_check_inbox_title(inputs)
	return en_join_check_inbox_title(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Approved_TitleInputs */

const en_join_approved_title = /** @type {(inputs: Join_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are in`)
};

const es_join_approved_title = /** @type {(inputs: Join_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya estás dentro`)
};

const fr_join_approved_title = /** @type {(inputs: Join_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes inscrit`)
};

const it_join_approved_title = /** @type {(inputs: Join_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sei dentro`)
};

const pt_join_approved_title = /** @type {(inputs: Join_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já está dentro`)
};

const el_join_approved_title = /** @type {(inputs: Join_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είστε μέσα`)
};

const hr_join_approved_title = /** @type {(inputs: Join_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primljeni ste`)
};

/**
* | output |
* | --- |
* | "You are in" |
*
* @param {Join_Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_approved_title = /** @type {((inputs?: Join_Approved_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Approved_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_approved_title(inputs)
	if (locale === "fr") return fr_join_approved_title(inputs)
	if (locale === "it") return it_join_approved_title(inputs)
	if (locale === "pt") return pt_join_approved_title(inputs)
	if (locale === "el") return el_join_approved_title(inputs)
	if (locale === "hr") return hr_join_approved_title(inputs)
	return en_join_approved_title(inputs)
});
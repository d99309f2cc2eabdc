import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_Busy_TitleInputs */

const en_sign_in_busy_title = /** @type {(inputs: Sign_In_Busy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busy`)
};

const es_sign_in_busy_title = /** @type {(inputs: Sign_In_Busy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saturado`)
};

const fr_sign_in_busy_title = /** @type {(inputs: Sign_In_Busy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Occupé`)
};

const it_sign_in_busy_title = /** @type {(inputs: Sign_In_Busy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Occupato`)
};

const pt_sign_in_busy_title = /** @type {(inputs: Sign_In_Busy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocupado`)
};

const el_sign_in_busy_title = /** @type {(inputs: Sign_In_Busy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υπερφόρτωση`)
};

const hr_sign_in_busy_title = /** @type {(inputs: Sign_In_Busy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zauzeto`)
};

/**
* | output |
* | --- |
* | "Busy" |
*
* @param {Sign_In_Busy_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_busy_title = /** @type {((inputs?: Sign_In_Busy_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Busy_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_busy_title(inputs)
	if (locale === "fr") return fr_sign_in_busy_title(inputs)
	if (locale === "it") return it_sign_in_busy_title(inputs)
	if (locale === "pt") return pt_sign_in_busy_title(inputs)
	if (locale === "el") return el_sign_in_busy_title(inputs)
	if (locale === "hr") return hr_sign_in_busy_title(inputs)
	return en_sign_in_busy_title(inputs)
});
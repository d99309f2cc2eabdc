import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_429Inputs */

const en_error_title_429 = /** @type {(inputs: Error_Title_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts`)
};

const es_error_title_429 = /** @type {(inputs: Error_Title_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos`)
};

const fr_error_title_429 = /** @type {(inputs: Error_Title_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives`)
};

const it_error_title_429 = /** @type {(inputs: Error_Title_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Troppi tentativi`)
};

const pt_error_title_429 = /** @type {(inputs: Error_Title_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentativas demais`)
};

const el_error_title_429 = /** @type {(inputs: Error_Title_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πάρα πολλές προσπάθειες`)
};

const hr_error_title_429 = /** @type {(inputs: Error_Title_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previše pokušaja`)
};

/**
* | output |
* | --- |
* | "Too many attempts" |
*
* @param {Error_Title_429Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_429 = /** @type {((inputs?: Error_Title_429Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_429Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_429(inputs)
	if (locale === "fr") return fr_error_title_429(inputs)
	if (locale === "it") return it_error_title_429(inputs)
	if (locale === "pt") return pt_error_title_429(inputs)
	if (locale === "el") return el_error_title_429(inputs)
	if (locale === "hr") return hr_error_title_429(inputs)
	return en_error_title_429(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_OtherInputs */

const en_error_title_other = /** @type {(inputs: Error_Title_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

const es_error_title_other = /** @type {(inputs: Error_Title_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo ha fallado`)
};

const fr_error_title_other = /** @type {(inputs: Error_Title_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu`)
};

const it_error_title_other = /** @type {(inputs: Error_Title_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualcosa è andato storto`)
};

const pt_error_title_other = /** @type {(inputs: Error_Title_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocorreu um erro`)
};

const el_error_title_other = /** @type {(inputs: Error_Title_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάτι πήγε στραβά`)
};

const hr_error_title_other = /** @type {(inputs: Error_Title_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nešto je pošlo po zlu`)
};

/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Error_Title_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_other = /** @type {((inputs?: Error_Title_OtherInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_OtherInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_other(inputs)
	if (locale === "fr") return fr_error_title_other(inputs)
	if (locale === "it") return it_error_title_other(inputs)
	if (locale === "pt") return pt_error_title_other(inputs)
	if (locale === "el") return el_error_title_other(inputs)
	if (locale === "hr") return hr_error_title_other(inputs)
	return en_error_title_other(inputs)
});
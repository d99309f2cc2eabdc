import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_LanguageInputs */

const en_footer_language = /** @type {(inputs: Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

const es_footer_language = /** @type {(inputs: Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

const fr_footer_language = /** @type {(inputs: Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

const it_footer_language = /** @type {(inputs: Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lingua`)
};

const pt_footer_language = /** @type {(inputs: Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

const el_footer_language = /** @type {(inputs: Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γλώσσα`)
};

const hr_footer_language = /** @type {(inputs: Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jezik`)
};

/**
* | output |
* | --- |
* | "Language" |
*
* @param {Footer_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const footer_language = /** @type {((inputs?: Footer_LanguageInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_LanguageInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_language(inputs)
	if (locale === "fr") return fr_footer_language(inputs)
	if (locale === "it") return it_footer_language(inputs)
	if (locale === "pt") return pt_footer_language(inputs)
	if (locale === "el") return el_footer_language(inputs)
	if (locale === "hr") return hr_footer_language(inputs)
	return en_footer_language(inputs)
});
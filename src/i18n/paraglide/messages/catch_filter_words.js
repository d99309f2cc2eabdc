import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Filter_WordsInputs */

const en_catch_filter_words = /** @type {(inputs: Catch_Filter_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words in notes`)
};

const es_catch_filter_words = /** @type {(inputs: Catch_Filter_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras en las notas`)
};

const fr_catch_filter_words = /** @type {(inputs: Catch_Filter_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mots dans les notes`)
};

const it_catch_filter_words = /** @type {(inputs: Catch_Filter_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parole nelle note`)
};

const pt_catch_filter_words = /** @type {(inputs: Catch_Filter_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palavras nas notas`)
};

const el_catch_filter_words = /** @type {(inputs: Catch_Filter_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Λέξεις στις σημειώσεις`)
};

const hr_catch_filter_words = /** @type {(inputs: Catch_Filter_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riječi u bilješkama`)
};

/**
* | output |
* | --- |
* | "Words in notes" |
*
* @param {Catch_Filter_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_words = /** @type {((inputs?: Catch_Filter_WordsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_WordsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_filter_words(inputs)
	if (locale === "fr") return fr_catch_filter_words(inputs)
	if (locale === "it") return it_catch_filter_words(inputs)
	if (locale === "pt") return pt_catch_filter_words(inputs)
	if (locale === "el") return el_catch_filter_words(inputs)
	if (locale === "hr") return hr_catch_filter_words(inputs)
	return en_catch_filter_words(inputs)
});
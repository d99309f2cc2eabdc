import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Filter_TitleInputs */

const en_catch_filter_title = /** @type {(inputs: Catch_Filter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter and sort`)
};

const es_catch_filter_title = /** @type {(inputs: Catch_Filter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar y ordenar`)
};

const fr_catch_filter_title = /** @type {(inputs: Catch_Filter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer et trier`)
};

const it_catch_filter_title = /** @type {(inputs: Catch_Filter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtra e ordina`)
};

const pt_catch_filter_title = /** @type {(inputs: Catch_Filter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar e ordenar`)
};

const el_catch_filter_title = /** @type {(inputs: Catch_Filter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φίλτρα και ταξινόμηση`)
};

const hr_catch_filter_title = /** @type {(inputs: Catch_Filter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtriranje i redoslijed`)
};

/**
* | output |
* | --- |
* | "Filter and sort" |
*
* @param {Catch_Filter_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_title = /** @type {((inputs?: Catch_Filter_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_filter_title(inputs)
	if (locale === "fr") return fr_catch_filter_title(inputs)
	if (locale === "it") return it_catch_filter_title(inputs)
	if (locale === "pt") return pt_catch_filter_title(inputs)
	if (locale === "el") return el_catch_filter_title(inputs)
	if (locale === "hr") return hr_catch_filter_title(inputs)
	return en_catch_filter_title(inputs)
});
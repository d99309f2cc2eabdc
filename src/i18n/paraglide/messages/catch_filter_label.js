import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Filter_LabelInputs */

const en_catch_filter_label = /** @type {(inputs: Catch_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter my catches`)
};

const es_catch_filter_label = /** @type {(inputs: Catch_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar mis capturas`)
};

const fr_catch_filter_label = /** @type {(inputs: Catch_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer mes prises`)
};

const it_catch_filter_label = /** @type {(inputs: Catch_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtra le mie catture`)
};

const pt_catch_filter_label = /** @type {(inputs: Catch_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar capturas`)
};

const el_catch_filter_label = /** @type {(inputs: Catch_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φίλτρα για τις ψαριές μου`)
};

const hr_catch_filter_label = /** @type {(inputs: Catch_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtriranje mojih ulova`)
};

/**
* | output |
* | --- |
* | "Filter my catches" |
*
* @param {Catch_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_label = /** @type {((inputs?: Catch_Filter_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_filter_label(inputs)
	if (locale === "fr") return fr_catch_filter_label(inputs)
	if (locale === "it") return it_catch_filter_label(inputs)
	if (locale === "pt") return pt_catch_filter_label(inputs)
	if (locale === "el") return el_catch_filter_label(inputs)
	if (locale === "hr") return hr_catch_filter_label(inputs)
	return en_catch_filter_label(inputs)
});
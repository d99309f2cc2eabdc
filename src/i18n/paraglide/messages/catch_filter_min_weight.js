import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Filter_Min_WeightInputs */

const en_catch_filter_min_weight = /** @type {(inputs: Catch_Filter_Min_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Min weight`)
};

const es_catch_filter_min_weight = /** @type {(inputs: Catch_Filter_Min_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso mín.`)
};

const fr_catch_filter_min_weight = /** @type {(inputs: Catch_Filter_Min_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids min.`)
};

const it_catch_filter_min_weight = /** @type {(inputs: Catch_Filter_Min_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso min.`)
};

const pt_catch_filter_min_weight = /** @type {(inputs: Catch_Filter_Min_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso mín.`)
};

const el_catch_filter_min_weight = /** @type {(inputs: Catch_Filter_Min_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελάχ. βάρος`)
};

const hr_catch_filter_min_weight = /** @type {(inputs: Catch_Filter_Min_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najmanja težina`)
};

/**
* | output |
* | --- |
* | "Min weight" |
*
* @param {Catch_Filter_Min_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_min_weight = /** @type {((inputs?: Catch_Filter_Min_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Min_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_filter_min_weight(inputs)
	if (locale === "fr") return fr_catch_filter_min_weight(inputs)
	if (locale === "it") return it_catch_filter_min_weight(inputs)
	if (locale === "pt") return pt_catch_filter_min_weight(inputs)
	if (locale === "el") return el_catch_filter_min_weight(inputs)
	if (locale === "hr") return hr_catch_filter_min_weight(inputs)
	return en_catch_filter_min_weight(inputs)
});
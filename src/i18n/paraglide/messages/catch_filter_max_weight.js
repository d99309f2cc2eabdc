import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Filter_Max_WeightInputs */

const en_catch_filter_max_weight = /** @type {(inputs: Catch_Filter_Max_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Max weight`)
};

const es_catch_filter_max_weight = /** @type {(inputs: Catch_Filter_Max_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso máx.`)
};

const fr_catch_filter_max_weight = /** @type {(inputs: Catch_Filter_Max_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids max.`)
};

const it_catch_filter_max_weight = /** @type {(inputs: Catch_Filter_Max_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso max.`)
};

const pt_catch_filter_max_weight = /** @type {(inputs: Catch_Filter_Max_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso máx.`)
};

const el_catch_filter_max_weight = /** @type {(inputs: Catch_Filter_Max_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μέγ. βάρος`)
};

const hr_catch_filter_max_weight = /** @type {(inputs: Catch_Filter_Max_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najveća težina`)
};

/**
* | output |
* | --- |
* | "Max weight" |
*
* @param {Catch_Filter_Max_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_max_weight = /** @type {((inputs?: Catch_Filter_Max_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Max_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_filter_max_weight(inputs)
	if (locale === "fr") return fr_catch_filter_max_weight(inputs)
	if (locale === "it") return it_catch_filter_max_weight(inputs)
	if (locale === "pt") return pt_catch_filter_max_weight(inputs)
	if (locale === "el") return el_catch_filter_max_weight(inputs)
	if (locale === "hr") return hr_catch_filter_max_weight(inputs)
	return en_catch_filter_max_weight(inputs)
});
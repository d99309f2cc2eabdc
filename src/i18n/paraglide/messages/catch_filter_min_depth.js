import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Filter_Min_DepthInputs */

const en_catch_filter_min_depth = /** @type {(inputs: Catch_Filter_Min_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Min depth`)
};

const es_catch_filter_min_depth = /** @type {(inputs: Catch_Filter_Min_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidad mín.`)
};

const fr_catch_filter_min_depth = /** @type {(inputs: Catch_Filter_Min_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur min.`)
};

const it_catch_filter_min_depth = /** @type {(inputs: Catch_Filter_Min_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondità min.`)
};

const pt_catch_filter_min_depth = /** @type {(inputs: Catch_Filter_Min_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidade mín.`)
};

const el_catch_filter_min_depth = /** @type {(inputs: Catch_Filter_Min_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελάχ. βάθος`)
};

const hr_catch_filter_min_depth = /** @type {(inputs: Catch_Filter_Min_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najmanja dubina`)
};

/**
* | output |
* | --- |
* | "Min depth" |
*
* @param {Catch_Filter_Min_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_min_depth = /** @type {((inputs?: Catch_Filter_Min_DepthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Min_DepthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_filter_min_depth(inputs)
	if (locale === "fr") return fr_catch_filter_min_depth(inputs)
	if (locale === "it") return it_catch_filter_min_depth(inputs)
	if (locale === "pt") return pt_catch_filter_min_depth(inputs)
	if (locale === "el") return el_catch_filter_min_depth(inputs)
	if (locale === "hr") return hr_catch_filter_min_depth(inputs)
	return en_catch_filter_min_depth(inputs)
});
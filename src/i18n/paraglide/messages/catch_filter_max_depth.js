import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Filter_Max_DepthInputs */

const en_catch_filter_max_depth = /** @type {(inputs: Catch_Filter_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Max depth`)
};

const es_catch_filter_max_depth = /** @type {(inputs: Catch_Filter_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidad máx.`)
};

const fr_catch_filter_max_depth = /** @type {(inputs: Catch_Filter_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur max.`)
};

const it_catch_filter_max_depth = /** @type {(inputs: Catch_Filter_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondità max.`)
};

const pt_catch_filter_max_depth = /** @type {(inputs: Catch_Filter_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidade máx.`)
};

const el_catch_filter_max_depth = /** @type {(inputs: Catch_Filter_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μέγ. βάθος`)
};

const hr_catch_filter_max_depth = /** @type {(inputs: Catch_Filter_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najveća dubina`)
};

/**
* | output |
* | --- |
* | "Max depth" |
*
* @param {Catch_Filter_Max_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_max_depth = /** @type {((inputs?: Catch_Filter_Max_DepthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Max_DepthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_filter_max_depth(inputs)
	if (locale === "fr") return fr_catch_filter_max_depth(inputs)
	if (locale === "it") return it_catch_filter_max_depth(inputs)
	if (locale === "pt") return pt_catch_filter_max_depth(inputs)
	if (locale === "el") return el_catch_filter_max_depth(inputs)
	if (locale === "hr") return hr_catch_filter_max_depth(inputs)
	return en_catch_filter_max_depth(inputs)
});
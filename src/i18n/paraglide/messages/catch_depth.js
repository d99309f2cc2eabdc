import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_DepthInputs */

const en_catch_depth = /** @type {(inputs: Catch_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depth`)
};

const es_catch_depth = /** @type {(inputs: Catch_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidad`)
};

const fr_catch_depth = /** @type {(inputs: Catch_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur`)
};

const it_catch_depth = /** @type {(inputs: Catch_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondità`)
};

const pt_catch_depth = /** @type {(inputs: Catch_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidade`)
};

const el_catch_depth = /** @type {(inputs: Catch_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βάθος`)
};

const hr_catch_depth = /** @type {(inputs: Catch_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dubina`)
};

/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Catch_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_depth = /** @type {((inputs?: Catch_DepthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_DepthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_depth(inputs)
	if (locale === "fr") return fr_catch_depth(inputs)
	if (locale === "it") return it_catch_depth(inputs)
	if (locale === "pt") return pt_catch_depth(inputs)
	if (locale === "el") return el_catch_depth(inputs)
	if (locale === "hr") return hr_catch_depth(inputs)
	return en_catch_depth(inputs)
});
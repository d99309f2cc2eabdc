import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_WeightInputs */

const en_catch_weight = /** @type {(inputs: Catch_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

const es_catch_weight = /** @type {(inputs: Catch_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

const fr_catch_weight = /** @type {(inputs: Catch_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids`)
};

const it_catch_weight = /** @type {(inputs: Catch_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

const pt_catch_weight = /** @type {(inputs: Catch_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

const el_catch_weight = /** @type {(inputs: Catch_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βάρος`)
};

const hr_catch_weight = /** @type {(inputs: Catch_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Težina`)
};

/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Catch_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_weight = /** @type {((inputs?: Catch_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_weight(inputs)
	if (locale === "fr") return fr_catch_weight(inputs)
	if (locale === "it") return it_catch_weight(inputs)
	if (locale === "pt") return pt_catch_weight(inputs)
	if (locale === "el") return el_catch_weight(inputs)
	if (locale === "hr") return hr_catch_weight(inputs)
	return en_catch_weight(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_DiveInputs */

const en_catch_dive = /** @type {(inputs: Catch_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dive`)
};

const es_catch_dive = /** @type {(inputs: Catch_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inmersión`)
};

const fr_catch_dive = /** @type {(inputs: Catch_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plongée`)
};

const it_catch_dive = /** @type {(inputs: Catch_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immersione`)
};

const pt_catch_dive = /** @type {(inputs: Catch_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mergulho`)
};

const el_catch_dive = /** @type {(inputs: Catch_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάδυση`)
};

const hr_catch_dive = /** @type {(inputs: Catch_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zaron`)
};

/**
* | output |
* | --- |
* | "Dive" |
*
* @param {Catch_DiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_dive = /** @type {((inputs?: Catch_DiveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_DiveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_dive(inputs)
	if (locale === "fr") return fr_catch_dive(inputs)
	if (locale === "it") return it_catch_dive(inputs)
	if (locale === "pt") return pt_catch_dive(inputs)
	if (locale === "el") return el_catch_dive(inputs)
	if (locale === "hr") return hr_catch_dive(inputs)
	return en_catch_dive(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Gear_SlingInputs */

const en_catch_gear_sling = /** @type {(inputs: Catch_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sling`)
};

const es_catch_gear_sling = /** @type {(inputs: Catch_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hawaiana`)
};

const fr_catch_gear_sling = /** @type {(inputs: Catch_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hawaïenne`)
};

const it_catch_gear_sling = /** @type {(inputs: Catch_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fionda hawaiana`)
};

const pt_catch_gear_sling = /** @type {(inputs: Catch_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arpão havaiano`)
};

const el_catch_gear_sling = /** @type {(inputs: Catch_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σφεντόνα`)
};

const hr_catch_gear_sling = /** @type {(inputs: Catch_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Praćka`)
};

/**
* | output |
* | --- |
* | "Sling" |
*
* @param {Catch_Gear_SlingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_gear_sling = /** @type {((inputs?: Catch_Gear_SlingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_SlingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_gear_sling(inputs)
	if (locale === "fr") return fr_catch_gear_sling(inputs)
	if (locale === "it") return it_catch_gear_sling(inputs)
	if (locale === "pt") return pt_catch_gear_sling(inputs)
	if (locale === "el") return el_catch_gear_sling(inputs)
	if (locale === "hr") return hr_catch_gear_sling(inputs)
	return en_catch_gear_sling(inputs)
});
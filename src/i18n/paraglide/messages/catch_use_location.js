import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Use_LocationInputs */

const en_catch_use_location = /** @type {(inputs: Catch_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use my location`)
};

const es_catch_use_location = /** @type {(inputs: Catch_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar mi ubicación`)
};

const fr_catch_use_location = /** @type {(inputs: Catch_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser ma position`)
};

const it_catch_use_location = /** @type {(inputs: Catch_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa la mia posizione`)
};

const pt_catch_use_location = /** @type {(inputs: Catch_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar a localização atual`)
};

const el_catch_use_location = /** @type {(inputs: Catch_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χρήση της θέσης μου`)
};

const hr_catch_use_location = /** @type {(inputs: Catch_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upotrijebite moj položaj`)
};

/**
* | output |
* | --- |
* | "Use my location" |
*
* @param {Catch_Use_LocationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_use_location = /** @type {((inputs?: Catch_Use_LocationInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Use_LocationInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_use_location(inputs)
	if (locale === "fr") return fr_catch_use_location(inputs)
	if (locale === "it") return it_catch_use_location(inputs)
	if (locale === "pt") return pt_catch_use_location(inputs)
	if (locale === "el") return el_catch_use_location(inputs)
	if (locale === "hr") return hr_catch_use_location(inputs)
	return en_catch_use_location(inputs)
});
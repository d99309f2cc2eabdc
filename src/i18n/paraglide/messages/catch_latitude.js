import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_LatitudeInputs */

const en_catch_latitude = /** @type {(inputs: Catch_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

const es_catch_latitude = /** @type {(inputs: Catch_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitud`)
};

const fr_catch_latitude = /** @type {(inputs: Catch_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

const it_catch_latitude = /** @type {(inputs: Catch_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitudine`)
};

const pt_catch_latitude = /** @type {(inputs: Catch_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

const el_catch_latitude = /** @type {(inputs: Catch_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γεωγραφικό πλάτος`)
};

const hr_catch_latitude = /** @type {(inputs: Catch_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zemljopisna širina`)
};

/**
* | output |
* | --- |
* | "Latitude" |
*
* @param {Catch_LatitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_latitude = /** @type {((inputs?: Catch_LatitudeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LatitudeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_latitude(inputs)
	if (locale === "fr") return fr_catch_latitude(inputs)
	if (locale === "it") return it_catch_latitude(inputs)
	if (locale === "pt") return pt_catch_latitude(inputs)
	if (locale === "el") return el_catch_latitude(inputs)
	if (locale === "hr") return hr_catch_latitude(inputs)
	return en_catch_latitude(inputs)
});
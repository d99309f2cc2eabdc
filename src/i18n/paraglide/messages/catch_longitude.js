import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_LongitudeInputs */

const en_catch_longitude = /** @type {(inputs: Catch_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

const es_catch_longitude = /** @type {(inputs: Catch_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitud`)
};

const fr_catch_longitude = /** @type {(inputs: Catch_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

const it_catch_longitude = /** @type {(inputs: Catch_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitudine`)
};

const pt_catch_longitude = /** @type {(inputs: Catch_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

const el_catch_longitude = /** @type {(inputs: Catch_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γεωγραφικό μήκος`)
};

const hr_catch_longitude = /** @type {(inputs: Catch_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zemljopisna dužina`)
};

/**
* | output |
* | --- |
* | "Longitude" |
*
* @param {Catch_LongitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_longitude = /** @type {((inputs?: Catch_LongitudeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LongitudeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_longitude(inputs)
	if (locale === "fr") return fr_catch_longitude(inputs)
	if (locale === "it") return it_catch_longitude(inputs)
	if (locale === "pt") return pt_catch_longitude(inputs)
	if (locale === "el") return el_catch_longitude(inputs)
	if (locale === "hr") return hr_catch_longitude(inputs)
	return en_catch_longitude(inputs)
});
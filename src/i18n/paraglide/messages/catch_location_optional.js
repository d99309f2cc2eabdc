import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Location_OptionalInputs */

const en_catch_location_optional = /** @type {(inputs: Catch_Location_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location (optional)`)
};

const es_catch_location_optional = /** @type {(inputs: Catch_Location_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación (opcional)`)
};

const fr_catch_location_optional = /** @type {(inputs: Catch_Location_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu (facultatif)`)
};

const it_catch_location_optional = /** @type {(inputs: Catch_Location_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posizione (facoltativa)`)
};

const pt_catch_location_optional = /** @type {(inputs: Catch_Location_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local (opcional)`)
};

const el_catch_location_optional = /** @type {(inputs: Catch_Location_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τοποθεσία (προαιρετικό)`)
};

const hr_catch_location_optional = /** @type {(inputs: Catch_Location_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lokacija (neobavezno)`)
};

/**
* | output |
* | --- |
* | "Location (optional)" |
*
* @param {Catch_Location_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_location_optional = /** @type {((inputs?: Catch_Location_OptionalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Location_OptionalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_location_optional(inputs)
	if (locale === "fr") return fr_catch_location_optional(inputs)
	if (locale === "it") return it_catch_location_optional(inputs)
	if (locale === "pt") return pt_catch_location_optional(inputs)
	if (locale === "el") return el_catch_location_optional(inputs)
	if (locale === "hr") return hr_catch_location_optional(inputs)
	return en_catch_location_optional(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Length_OptionalInputs */

const en_catch_length_optional = /** @type {(inputs: Catch_Length_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Length (optional)`)
};

const es_catch_length_optional = /** @type {(inputs: Catch_Length_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largo (opcional)`)
};

const fr_catch_length_optional = /** @type {(inputs: Catch_Length_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longueur (facultatif)`)
};

const it_catch_length_optional = /** @type {(inputs: Catch_Length_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lunghezza (facoltativa)`)
};

const pt_catch_length_optional = /** @type {(inputs: Catch_Length_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprimento (opcional)`)
};

const el_catch_length_optional = /** @type {(inputs: Catch_Length_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μήκος (προαιρετικό)`)
};

const hr_catch_length_optional = /** @type {(inputs: Catch_Length_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duljina (neobavezno)`)
};

/**
* | output |
* | --- |
* | "Length (optional)" |
*
* @param {Catch_Length_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_length_optional = /** @type {((inputs?: Catch_Length_OptionalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Length_OptionalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_length_optional(inputs)
	if (locale === "fr") return fr_catch_length_optional(inputs)
	if (locale === "it") return it_catch_length_optional(inputs)
	if (locale === "pt") return pt_catch_length_optional(inputs)
	if (locale === "el") return el_catch_length_optional(inputs)
	if (locale === "hr") return hr_catch_length_optional(inputs)
	return en_catch_length_optional(inputs)
});
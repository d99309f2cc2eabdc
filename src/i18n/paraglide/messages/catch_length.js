import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_LengthInputs */

const en_catch_length = /** @type {(inputs: Catch_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Length`)
};

const es_catch_length = /** @type {(inputs: Catch_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largo`)
};

const fr_catch_length = /** @type {(inputs: Catch_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longueur`)
};

const it_catch_length = /** @type {(inputs: Catch_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lunghezza`)
};

const pt_catch_length = /** @type {(inputs: Catch_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprimento`)
};

const el_catch_length = /** @type {(inputs: Catch_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μήκος`)
};

const hr_catch_length = /** @type {(inputs: Catch_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duljina`)
};

/**
* | output |
* | --- |
* | "Length" |
*
* @param {Catch_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_length = /** @type {((inputs?: Catch_LengthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LengthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_length(inputs)
	if (locale === "fr") return fr_catch_length(inputs)
	if (locale === "it") return it_catch_length(inputs)
	if (locale === "pt") return pt_catch_length(inputs)
	if (locale === "el") return el_catch_length(inputs)
	if (locale === "hr") return hr_catch_length(inputs)
	return en_catch_length(inputs)
});
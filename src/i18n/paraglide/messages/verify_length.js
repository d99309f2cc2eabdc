import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ unit: NonNullable<unknown> }} Verify_LengthInputs */

const en_verify_length = /** @type {(inputs: Verify_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Length (${i?.unit})`)
};

const es_verify_length = /** @type {(inputs: Verify_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Longitud (${i?.unit})`)
};

const fr_verify_length = /** @type {(inputs: Verify_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Longueur (${i?.unit})`)
};

const it_verify_length = /** @type {(inputs: Verify_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lunghezza (${i?.unit})`)
};

const pt_verify_length = /** @type {(inputs: Verify_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comprimento (${i?.unit})`)
};

const el_verify_length = /** @type {(inputs: Verify_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Μήκος (${i?.unit})`)
};

const hr_verify_length = /** @type {(inputs: Verify_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Duljina (${i?.unit})`)
};

/**
* | output |
* | --- |
* | "Length ({unit})" |
*
* @param {Verify_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_length = /** @type {((inputs: Verify_LengthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_LengthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_length(inputs)
	if (locale === "fr") return fr_verify_length(inputs)
	if (locale === "it") return it_verify_length(inputs)
	if (locale === "pt") return pt_verify_length(inputs)
	if (locale === "el") return el_verify_length(inputs)
	if (locale === "hr") return hr_verify_length(inputs)
	return en_verify_length(inputs)
});
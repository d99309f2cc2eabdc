import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Continue_WithInputs */

const en_continue_with = /** @type {(inputs: Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continue with ${i?.provider}`)
};

const es_continue_with = /** @type {(inputs: Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continuar con ${i?.provider}`)
};

const fr_continue_with = /** @type {(inputs: Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continuer avec ${i?.provider}`)
};

const it_continue_with = /** @type {(inputs: Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continua con ${i?.provider}`)
};

const pt_continue_with = /** @type {(inputs: Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continuar com ${i?.provider}`)
};

const el_continue_with = /** @type {(inputs: Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Συνέχεια με ${i?.provider}`)
};

const hr_continue_with = /** @type {(inputs: Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prijava putem: ${i?.provider}`)
};

/**
* | output |
* | --- |
* | "Continue with {provider}" |
*
* @param {Continue_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const continue_with = /** @type {((inputs: Continue_WithInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Continue_WithInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_continue_with(inputs)
	if (locale === "fr") return fr_continue_with(inputs)
	if (locale === "it") return it_continue_with(inputs)
	if (locale === "pt") return pt_continue_with(inputs)
	if (locale === "el") return el_continue_with(inputs)
	if (locale === "hr") return hr_continue_with(inputs)
	return en_continue_with(inputs)
});
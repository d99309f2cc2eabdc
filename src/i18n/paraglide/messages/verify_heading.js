import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown> }} Verify_HeadingInputs */

const en_verify_heading = /** @type {(inputs: Verify_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verify: ${i?.species}`)
};

const es_verify_heading = /** @type {(inputs: Verify_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificar: ${i?.species}`)
};

const fr_verify_heading = /** @type {(inputs: Verify_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Validation : ${i?.species}`)
};

const it_verify_heading = /** @type {(inputs: Verify_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifica: ${i?.species}`)
};

const pt_verify_heading = /** @type {(inputs: Verify_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificar: ${i?.species}`)
};

const el_verify_heading = /** @type {(inputs: Verify_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επαλήθευση: ${i?.species}`)
};

const hr_verify_heading = /** @type {(inputs: Verify_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Provjera: ${i?.species}`)
};

/**
* | output |
* | --- |
* | "Verify: {species}" |
*
* @param {Verify_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_heading = /** @type {((inputs: Verify_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_heading(inputs)
	if (locale === "fr") return fr_verify_heading(inputs)
	if (locale === "it") return it_verify_heading(inputs)
	if (locale === "pt") return pt_verify_heading(inputs)
	if (locale === "el") return el_verify_heading(inputs)
	if (locale === "hr") return hr_verify_heading(inputs)
	return en_verify_heading(inputs)
});
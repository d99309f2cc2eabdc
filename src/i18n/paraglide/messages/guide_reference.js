import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Guide_ReferenceInputs */

const en_guide_reference = /** @type {(inputs: Guide_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

const es_guide_reference = /** @type {(inputs: Guide_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencia`)
};

const fr_guide_reference = /** @type {(inputs: Guide_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence`)
};

const it_guide_reference = /** @type {(inputs: Guide_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riferimento`)
};

const pt_guide_reference = /** @type {(inputs: Guide_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referência`)
};

const el_guide_reference = /** @type {(inputs: Guide_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τεκμηρίωση`)
};

const hr_guide_reference = /** @type {(inputs: Guide_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referenca`)
};

/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Guide_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_reference = /** @type {((inputs?: Guide_ReferenceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_ReferenceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_guide_reference(inputs)
	if (locale === "fr") return fr_guide_reference(inputs)
	if (locale === "it") return it_guide_reference(inputs)
	if (locale === "pt") return pt_guide_reference(inputs)
	if (locale === "el") return el_guide_reference(inputs)
	if (locale === "hr") return hr_guide_reference(inputs)
	return en_guide_reference(inputs)
});
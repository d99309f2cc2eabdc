import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ measure: NonNullable<unknown>, diver: NonNullable<unknown> }} Species_Measure_ByInputs */

const en_species_measure_by = /** @type {(inputs: Species_Measure_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure} by ${i?.diver}`)
};

const es_species_measure_by = /** @type {(inputs: Species_Measure_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, de ${i?.diver}`)
};

const fr_species_measure_by = /** @type {(inputs: Species_Measure_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, par ${i?.diver}`)
};

const it_species_measure_by = /** @type {(inputs: Species_Measure_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, di ${i?.diver}`)
};

const pt_species_measure_by = /** @type {(inputs: Species_Measure_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, de ${i?.diver}`)
};

const el_species_measure_by = /** @type {(inputs: Species_Measure_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, από ${i?.diver}`)
};

const hr_species_measure_by = /** @type {(inputs: Species_Measure_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, ${i?.diver}`)
};

/**
* | output |
* | --- |
* | "{measure} by {diver}" |
*
* @param {Species_Measure_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_measure_by = /** @type {((inputs: Species_Measure_ByInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Measure_ByInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_measure_by(inputs)
	if (locale === "fr") return fr_species_measure_by(inputs)
	if (locale === "it") return it_species_measure_by(inputs)
	if (locale === "pt") return pt_species_measure_by(inputs)
	if (locale === "el") return el_species_measure_by(inputs)
	if (locale === "hr") return hr_species_measure_by(inputs)
	return en_species_measure_by(inputs)
});
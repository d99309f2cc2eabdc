import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ measure: NonNullable<unknown>, link: NonNullable<unknown> }} Species_Record_ByInputs */

const en_species_record_by = /** @type {(inputs: Species_Record_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure} by ${i?.link}`)
};

const es_species_record_by = /** @type {(inputs: Species_Record_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, de ${i?.link}`)
};

const fr_species_record_by = /** @type {(inputs: Species_Record_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, par ${i?.link}`)
};

const it_species_record_by = /** @type {(inputs: Species_Record_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, di ${i?.link}`)
};

const pt_species_record_by = /** @type {(inputs: Species_Record_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, de ${i?.link}`)
};

const el_species_record_by = /** @type {(inputs: Species_Record_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, από ${i?.link}`)
};

const hr_species_record_by = /** @type {(inputs: Species_Record_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, ${i?.link}`)
};

/**
* | output |
* | --- |
* | "{measure} by {link}" |
*
* @param {Species_Record_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_record_by = /** @type {((inputs: Species_Record_ByInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Record_ByInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_record_by(inputs)
	if (locale === "fr") return fr_species_record_by(inputs)
	if (locale === "it") return it_species_record_by(inputs)
	if (locale === "pt") return pt_species_record_by(inputs)
	if (locale === "el") return el_species_record_by(inputs)
	if (locale === "hr") return hr_species_record_by(inputs)
	return en_species_record_by(inputs)
});
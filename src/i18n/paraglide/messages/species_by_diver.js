import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ diver: NonNullable<unknown> }} Species_By_DiverInputs */

const en_species_by_diver = /** @type {(inputs: Species_By_DiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.diver}`)
};

const es_species_by_diver = /** @type {(inputs: Species_By_DiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.diver}`)
};

const fr_species_by_diver = /** @type {(inputs: Species_By_DiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`par ${i?.diver}`)
};

const it_species_by_diver = /** @type {(inputs: Species_By_DiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`di ${i?.diver}`)
};

const pt_species_by_diver = /** @type {(inputs: Species_By_DiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.diver}`)
};

const el_species_by_diver = /** @type {(inputs: Species_By_DiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`από ${i?.diver}`)
};

const hr_species_by_diver = /** @type {(inputs: Species_By_DiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`– ${i?.diver}`)
};

/**
* | output |
* | --- |
* | "by {diver}" |
*
* @param {Species_By_DiverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_by_diver = /** @type {((inputs: Species_By_DiverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_By_DiverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_by_diver(inputs)
	if (locale === "fr") return fr_species_by_diver(inputs)
	if (locale === "it") return it_species_by_diver(inputs)
	if (locale === "pt") return pt_species_by_diver(inputs)
	if (locale === "el") return el_species_by_diver(inputs)
	if (locale === "hr") return hr_species_by_diver(inputs)
	return en_species_by_diver(inputs)
});
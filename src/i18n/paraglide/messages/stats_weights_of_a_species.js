import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stats_Weights_Of_A_SpeciesInputs */

const en_stats_weights_of_a_species = /** @type {(inputs: Stats_Weights_Of_A_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weights of a species`)
};

const es_stats_weights_of_a_species = /** @type {(inputs: Stats_Weights_Of_A_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesos por especie`)
};

const fr_stats_weights_of_a_species = /** @type {(inputs: Stats_Weights_Of_A_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids par espèce`)
};

const it_stats_weights_of_a_species = /** @type {(inputs: Stats_Weights_Of_A_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesi per specie`)
};

const pt_stats_weights_of_a_species = /** @type {(inputs: Stats_Weights_Of_A_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesos por espécie`)
};

const el_stats_weights_of_a_species = /** @type {(inputs: Stats_Weights_Of_A_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βάρη ανά είδος`)
};

const hr_stats_weights_of_a_species = /** @type {(inputs: Stats_Weights_Of_A_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Težine po vrsti`)
};

/**
* | output |
* | --- |
* | "Weights of a species" |
*
* @param {Stats_Weights_Of_A_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_weights_of_a_species = /** @type {((inputs?: Stats_Weights_Of_A_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_Of_A_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_weights_of_a_species(inputs)
	if (locale === "fr") return fr_stats_weights_of_a_species(inputs)
	if (locale === "it") return it_stats_weights_of_a_species(inputs)
	if (locale === "pt") return pt_stats_weights_of_a_species(inputs)
	if (locale === "el") return el_stats_weights_of_a_species(inputs)
	if (locale === "hr") return hr_stats_weights_of_a_species(inputs)
	return en_stats_weights_of_a_species(inputs)
});
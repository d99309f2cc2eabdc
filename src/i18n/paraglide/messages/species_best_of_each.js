import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Best_Of_EachInputs */

const en_species_best_of_each = /** @type {(inputs: Species_Best_Of_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best catch of each species`)
};

const es_species_best_of_each = /** @type {(inputs: Species_Best_Of_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejor captura de cada especie`)
};

const fr_species_best_of_each = /** @type {(inputs: Species_Best_Of_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meilleure prise de chaque espèce`)
};

const it_species_best_of_each = /** @type {(inputs: Species_Best_Of_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miglior cattura per ogni specie`)
};

const pt_species_best_of_each = /** @type {(inputs: Species_Best_Of_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melhor captura de cada espécie`)
};

const el_species_best_of_each = /** @type {(inputs: Species_Best_Of_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η καλύτερη ψαριά κάθε είδους`)
};

const hr_species_best_of_each = /** @type {(inputs: Species_Best_Of_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najbolji ulov svake vrste`)
};

/**
* | output |
* | --- |
* | "Best catch of each species" |
*
* @param {Species_Best_Of_EachInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_best_of_each = /** @type {((inputs?: Species_Best_Of_EachInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Best_Of_EachInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_best_of_each(inputs)
	if (locale === "fr") return fr_species_best_of_each(inputs)
	if (locale === "it") return it_species_best_of_each(inputs)
	if (locale === "pt") return pt_species_best_of_each(inputs)
	if (locale === "el") return el_species_best_of_each(inputs)
	if (locale === "hr") return hr_species_best_of_each(inputs)
	return en_species_best_of_each(inputs)
});
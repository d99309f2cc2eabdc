import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_SpeciesInputs */

const en_catch_species = /** @type {(inputs: Catch_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species`)
};

const es_catch_species = /** @type {(inputs: Catch_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especie`)
};

const fr_catch_species = /** @type {(inputs: Catch_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèce`)
};

const it_catch_species = /** @type {(inputs: Catch_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specie`)
};

const pt_catch_species = /** @type {(inputs: Catch_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espécie`)
};

const el_catch_species = /** @type {(inputs: Catch_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είδος`)
};

const hr_catch_species = /** @type {(inputs: Catch_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrsta`)
};

/**
* | output |
* | --- |
* | "Species" |
*
* @param {Catch_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_species = /** @type {((inputs?: Catch_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_species(inputs)
	if (locale === "fr") return fr_catch_species(inputs)
	if (locale === "it") return it_catch_species(inputs)
	if (locale === "pt") return pt_catch_species(inputs)
	if (locale === "el") return el_catch_species(inputs)
	if (locale === "hr") return hr_catch_species(inputs)
	return en_catch_species(inputs)
});
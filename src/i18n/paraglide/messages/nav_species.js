import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_SpeciesInputs */

const en_nav_species = /** @type {(inputs: Nav_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species`)
};

const es_nav_species = /** @type {(inputs: Nav_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especies`)
};

const fr_nav_species = /** @type {(inputs: Nav_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèces`)
};

const it_nav_species = /** @type {(inputs: Nav_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specie`)
};

const pt_nav_species = /** @type {(inputs: Nav_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espécies`)
};

const el_nav_species = /** @type {(inputs: Nav_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είδη`)
};

const hr_nav_species = /** @type {(inputs: Nav_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrste`)
};

/**
* | output |
* | --- |
* | "Species" |
*
* @param {Nav_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_species = /** @type {((inputs?: Nav_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_species(inputs)
	if (locale === "fr") return fr_nav_species(inputs)
	if (locale === "it") return it_nav_species(inputs)
	if (locale === "pt") return pt_nav_species(inputs)
	if (locale === "el") return el_nav_species(inputs)
	if (locale === "hr") return hr_nav_species(inputs)
	return en_nav_species(inputs)
});
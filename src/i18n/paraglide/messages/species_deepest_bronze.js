import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Deepest_BronzeInputs */

const en_species_deepest_bronze = /** @type {(inputs: Species_Deepest_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deepest (bronze or better)`)
};

const es_species_deepest_bronze = /** @type {(inputs: Species_Deepest_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La más profunda (bronce o superior)`)
};

const fr_species_deepest_bronze = /** @type {(inputs: Species_Deepest_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plus profonde (bronze ou mieux)`)
};

const it_species_deepest_bronze = /** @type {(inputs: Species_Deepest_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La più profonda (bronzo o superiore)`)
};

const pt_species_deepest_bronze = /** @type {(inputs: Species_Deepest_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A mais funda (bronze ou superior)`)
};

const el_species_deepest_bronze = /** @type {(inputs: Species_Deepest_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η βαθύτερη (χάλκινο ή ανώτερο)`)
};

const hr_species_deepest_bronze = /** @type {(inputs: Species_Deepest_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najdublji (bronca ili bolje)`)
};

/**
* | output |
* | --- |
* | "Deepest (bronze or better)" |
*
* @param {Species_Deepest_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_deepest_bronze = /** @type {((inputs?: Species_Deepest_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Deepest_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_deepest_bronze(inputs)
	if (locale === "fr") return fr_species_deepest_bronze(inputs)
	if (locale === "it") return it_species_deepest_bronze(inputs)
	if (locale === "pt") return pt_species_deepest_bronze(inputs)
	if (locale === "el") return el_species_deepest_bronze(inputs)
	if (locale === "hr") return hr_species_deepest_bronze(inputs)
	return en_species_deepest_bronze(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stats_Species_MixInputs */

const en_stats_species_mix = /** @type {(inputs: Stats_Species_MixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species mix`)
};

const es_stats_species_mix = /** @type {(inputs: Stats_Species_MixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especies capturadas`)
};

const fr_stats_species_mix = /** @type {(inputs: Stats_Species_MixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèces prises`)
};

const it_stats_species_mix = /** @type {(inputs: Stats_Species_MixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specie catturate`)
};

const pt_stats_species_mix = /** @type {(inputs: Stats_Species_MixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espécies capturadas`)
};

const el_stats_species_mix = /** @type {(inputs: Stats_Species_MixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είδη που πιάστηκαν`)
};

const hr_stats_species_mix = /** @type {(inputs: Stats_Species_MixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulovljene vrste`)
};

/**
* | output |
* | --- |
* | "Species mix" |
*
* @param {Stats_Species_MixInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_species_mix = /** @type {((inputs?: Stats_Species_MixInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Species_MixInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_species_mix(inputs)
	if (locale === "fr") return fr_stats_species_mix(inputs)
	if (locale === "it") return it_stats_species_mix(inputs)
	if (locale === "pt") return pt_stats_species_mix(inputs)
	if (locale === "el") return el_stats_species_mix(inputs)
	if (locale === "hr") return hr_stats_species_mix(inputs)
	return en_stats_species_mix(inputs)
});
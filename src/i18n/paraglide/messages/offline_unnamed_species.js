import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Unnamed_SpeciesInputs */

const en_offline_unnamed_species = /** @type {(inputs: Offline_Unnamed_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unnamed species`)
};

const es_offline_unnamed_species = /** @type {(inputs: Offline_Unnamed_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especie sin indicar`)
};

const fr_offline_unnamed_species = /** @type {(inputs: Offline_Unnamed_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèce non indiquée`)
};

const it_offline_unnamed_species = /** @type {(inputs: Offline_Unnamed_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specie non indicata`)
};

const pt_offline_unnamed_species = /** @type {(inputs: Offline_Unnamed_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espécie não indicada`)
};

const el_offline_unnamed_species = /** @type {(inputs: Offline_Unnamed_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χωρίς είδος`)
};

const hr_offline_unnamed_species = /** @type {(inputs: Offline_Unnamed_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrsta nije navedena`)
};

/**
* | output |
* | --- |
* | "Unnamed species" |
*
* @param {Offline_Unnamed_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_unnamed_species = /** @type {((inputs?: Offline_Unnamed_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Unnamed_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_unnamed_species(inputs)
	if (locale === "fr") return fr_offline_unnamed_species(inputs)
	if (locale === "it") return it_offline_unnamed_species(inputs)
	if (locale === "pt") return pt_offline_unnamed_species(inputs)
	if (locale === "el") return el_offline_unnamed_species(inputs)
	if (locale === "hr") return hr_offline_unnamed_species(inputs)
	return en_offline_unnamed_species(inputs)
});
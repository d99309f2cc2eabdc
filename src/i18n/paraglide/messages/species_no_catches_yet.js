import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_No_Catches_YetInputs */

const en_species_no_catches_yet = /** @type {(inputs: Species_No_Catches_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No catches yet.`)
};

const es_species_no_catches_yet = /** @type {(inputs: Species_No_Catches_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay capturas.`)
};

const fr_species_no_catches_yet = /** @type {(inputs: Species_No_Catches_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune prise pour l’instant.`)
};

const it_species_no_catches_yet = /** @type {(inputs: Species_No_Catches_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna cattura.`)
};

const pt_species_no_catches_yet = /** @type {(inputs: Species_No_Catches_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem capturas.`)
};

const el_species_no_catches_yet = /** @type {(inputs: Species_No_Catches_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία ψαριά ακόμη.`)
};

const hr_species_no_catches_yet = /** @type {(inputs: Species_No_Catches_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nema ulova.`)
};

/**
* | output |
* | --- |
* | "No catches yet." |
*
* @param {Species_No_Catches_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_no_catches_yet = /** @type {((inputs?: Species_No_Catches_YetInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_No_Catches_YetInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_no_catches_yet(inputs)
	if (locale === "fr") return fr_species_no_catches_yet(inputs)
	if (locale === "it") return it_species_no_catches_yet(inputs)
	if (locale === "pt") return pt_species_no_catches_yet(inputs)
	if (locale === "el") return el_species_no_catches_yet(inputs)
	if (locale === "hr") return hr_species_no_catches_yet(inputs)
	return en_species_no_catches_yet(inputs)
});
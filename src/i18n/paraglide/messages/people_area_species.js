import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Area_SpeciesInputs */

const en_people_area_species = /** @type {(inputs: People_Area_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species pages: names, photos, records and recent verified catches`)
};

const es_people_area_species = /** @type {(inputs: People_Area_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de especies: nombres, fotos, récords y capturas verificadas recientes`)
};

const fr_people_area_species = /** @type {(inputs: People_Area_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages des espèces : noms, photos, records et prises vérifiées récentes`)
};

const it_people_area_species = /** @type {(inputs: People_Area_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine delle specie: nomi, foto, record e catture verificate recenti`)
};

const pt_people_area_species = /** @type {(inputs: People_Area_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas das espécies: nomes, fotos, recordes e capturas verificadas recentes`)
};

const el_people_area_species = /** @type {(inputs: People_Area_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σελίδες ειδών: ονόματα, φωτογραφίες, ρεκόρ και πρόσφατα επαληθευμένα αλιεύματα`)
};

const hr_people_area_species = /** @type {(inputs: People_Area_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stranice vrsta: nazivi, fotografije, rekordi i nedavno provjereni ulovi`)
};

/**
* | output |
* | --- |
* | "Species pages: names, photos, records and recent verified catches" |
*
* @param {People_Area_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_area_species = /** @type {((inputs?: People_Area_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Area_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_area_species(inputs)
	if (locale === "fr") return fr_people_area_species(inputs)
	if (locale === "it") return it_people_area_species(inputs)
	if (locale === "pt") return pt_people_area_species(inputs)
	if (locale === "el") return el_people_area_species(inputs)
	if (locale === "hr") return hr_people_area_species(inputs)
	return en_people_area_species(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Link_SpeciesInputs */

const en_people_link_species = /** @type {(inputs: People_Link_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species catalogue`)
};

const es_people_link_species = /** @type {(inputs: People_Link_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catálogo de especies`)
};

const fr_people_link_species = /** @type {(inputs: People_Link_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catalogue des espèces`)
};

const it_people_link_species = /** @type {(inputs: People_Link_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catalogo delle specie`)
};

const pt_people_link_species = /** @type {(inputs: People_Link_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catálogo de espécies`)
};

const el_people_link_species = /** @type {(inputs: People_Link_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάλογος ειδών`)
};

const hr_people_link_species = /** @type {(inputs: People_Link_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Katalog vrsta`)
};

/**
* | output |
* | --- |
* | "Species catalogue" |
*
* @param {People_Link_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_link_species = /** @type {((inputs?: People_Link_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Link_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_link_species(inputs)
	if (locale === "fr") return fr_people_link_species(inputs)
	if (locale === "it") return it_people_link_species(inputs)
	if (locale === "pt") return pt_people_link_species(inputs)
	if (locale === "el") return el_people_link_species(inputs)
	if (locale === "hr") return hr_people_link_species(inputs)
	return en_people_link_species(inputs)
});
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_CatalogueInputs */

const en_species_catalogue = /** @type {(inputs: Species_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species catalogue`)
};

const es_species_catalogue = /** @type {(inputs: Species_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catálogo de especies`)
};

const fr_species_catalogue = /** @type {(inputs: Species_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catalogue des espèces`)
};

const it_species_catalogue = /** @type {(inputs: Species_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catalogo delle specie`)
};

const pt_species_catalogue = /** @type {(inputs: Species_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catálogo de espécies`)
};

const el_species_catalogue = /** @type {(inputs: Species_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάλογος ειδών`)
};

const hr_species_catalogue = /** @type {(inputs: Species_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Katalog vrsta`)
};

/**
* | output |
* | --- |
* | "Species catalogue" |
*
* @param {Species_CatalogueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_catalogue = /** @type {((inputs?: Species_CatalogueInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_CatalogueInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_catalogue(inputs)
	if (locale === "fr") return fr_species_catalogue(inputs)
	if (locale === "it") return it_species_catalogue(inputs)
	if (locale === "pt") return pt_species_catalogue(inputs)
	if (locale === "el") return el_species_catalogue(inputs)
	if (locale === "hr") return hr_species_catalogue(inputs)
	return en_species_catalogue(inputs)
});
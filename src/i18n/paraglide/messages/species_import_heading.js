import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Import_HeadingInputs */

const en_species_import_heading = /** @type {(inputs: Species_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import species from a CSV file`)
};

const es_species_import_heading = /** @type {(inputs: Species_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar especies desde un archivo CSV`)
};

const fr_species_import_heading = /** @type {(inputs: Species_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer des espèces depuis un fichier CSV`)
};

const it_species_import_heading = /** @type {(inputs: Species_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importa specie da un file CSV`)
};

const pt_species_import_heading = /** @type {(inputs: Species_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar espécies de um arquivo CSV`)
};

const el_species_import_heading = /** @type {(inputs: Species_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εισαγωγή ειδών από αρχείο CSV`)
};

const hr_species_import_heading = /** @type {(inputs: Species_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uvoz vrsta iz CSV datoteke`)
};

/**
* | output |
* | --- |
* | "Import species from a CSV file" |
*
* @param {Species_Import_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_import_heading = /** @type {((inputs?: Species_Import_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_import_heading(inputs)
	if (locale === "fr") return fr_species_import_heading(inputs)
	if (locale === "it") return it_species_import_heading(inputs)
	if (locale === "pt") return pt_species_import_heading(inputs)
	if (locale === "el") return el_species_import_heading(inputs)
	if (locale === "hr") return hr_species_import_heading(inputs)
	return en_species_import_heading(inputs)
});
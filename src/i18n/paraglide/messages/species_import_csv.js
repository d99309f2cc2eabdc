import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Import_CsvInputs */

const en_species_import_csv = /** @type {(inputs: Species_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import a CSV file`)
};

const es_species_import_csv = /** @type {(inputs: Species_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar un archivo CSV`)
};

const fr_species_import_csv = /** @type {(inputs: Species_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer un fichier CSV`)
};

const it_species_import_csv = /** @type {(inputs: Species_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importa un file CSV`)
};

const pt_species_import_csv = /** @type {(inputs: Species_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar um arquivo CSV`)
};

const el_species_import_csv = /** @type {(inputs: Species_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εισαγωγή αρχείου CSV`)
};

const hr_species_import_csv = /** @type {(inputs: Species_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uvezi CSV datoteku`)
};

/**
* | output |
* | --- |
* | "Import a CSV file" |
*
* @param {Species_Import_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_import_csv = /** @type {((inputs?: Species_Import_CsvInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_CsvInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_import_csv(inputs)
	if (locale === "fr") return fr_species_import_csv(inputs)
	if (locale === "it") return it_species_import_csv(inputs)
	if (locale === "pt") return pt_species_import_csv(inputs)
	if (locale === "el") return el_species_import_csv(inputs)
	if (locale === "hr") return hr_species_import_csv(inputs)
	return en_species_import_csv(inputs)
});
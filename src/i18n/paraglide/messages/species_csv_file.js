import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Csv_FileInputs */

const en_species_csv_file = /** @type {(inputs: Species_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV file (with the columns of the species table catchd ships)`)
};

const es_species_csv_file = /** @type {(inputs: Species_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo CSV (con las columnas de la tabla de especies que trae catchd)`)
};

const fr_species_csv_file = /** @type {(inputs: Species_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier CSV (avec les colonnes de la table des espèces fournie avec catchd)`)
};

const it_species_csv_file = /** @type {(inputs: Species_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File CSV (con le colonne della tabella delle specie fornita con catchd)`)
};

const pt_species_csv_file = /** @type {(inputs: Species_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo CSV (com as colunas da tabela de espécies que vem com o catchd)`)
};

const el_species_csv_file = /** @type {(inputs: Species_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αρχείο CSV (με τις στήλες του πίνακα ειδών που συνοδεύει το catchd)`)
};

const hr_species_csv_file = /** @type {(inputs: Species_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV datoteka (sa stupcima tablice vrsta koja dolazi s catchdom)`)
};

/**
* | output |
* | --- |
* | "CSV file (with the columns of the species table catchd ships)" |
*
* @param {Species_Csv_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_csv_file = /** @type {((inputs?: Species_Csv_FileInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Csv_FileInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_csv_file(inputs)
	if (locale === "fr") return fr_species_csv_file(inputs)
	if (locale === "it") return it_species_csv_file(inputs)
	if (locale === "pt") return pt_species_csv_file(inputs)
	if (locale === "el") return el_species_csv_file(inputs)
	if (locale === "hr") return hr_species_csv_file(inputs)
	return en_species_csv_file(inputs)
});
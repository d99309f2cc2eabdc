export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Import_CsvInputs = {};
/**
* | output |
* | --- |
* | "Import a CSV file" |
*
* @param {Species_Import_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_import_csv: ((inputs?: Species_Import_CsvInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_CsvInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Csv_FileInputs = {};
/**
* | output |
* | --- |
* | "CSV file (with the columns of the species table catchd ships)" |
*
* @param {Species_Csv_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_csv_file: ((inputs?: Species_Csv_FileInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Csv_FileInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Import_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Import species from a CSV file" |
*
* @param {Species_Import_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_import_heading: ((inputs?: Species_Import_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Import_TitleInputs = {};
/**
* | output |
* | --- |
* | "Import species" |
*
* @param {Species_Import_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_import_title: ((inputs?: Species_Import_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

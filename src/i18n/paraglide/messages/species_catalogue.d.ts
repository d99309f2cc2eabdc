export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_CatalogueInputs = {};
/**
* | output |
* | --- |
* | "Species catalogue" |
*
* @param {Species_CatalogueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_catalogue: ((inputs?: Species_CatalogueInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_CatalogueInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

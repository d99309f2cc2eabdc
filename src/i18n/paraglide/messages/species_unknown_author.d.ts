export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Unknown_AuthorInputs = {};
/**
* | output |
* | --- |
* | "Unknown author" |
*
* @param {Species_Unknown_AuthorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_unknown_author: ((inputs?: Species_Unknown_AuthorInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Unknown_AuthorInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

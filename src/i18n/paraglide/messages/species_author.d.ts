export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_AuthorInputs = {};
/**
* | output |
* | --- |
* | "Author" |
*
* @param {Species_AuthorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_author: ((inputs?: Species_AuthorInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_AuthorInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

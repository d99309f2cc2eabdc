export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_SearchInputs = {};
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Species_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_search: ((inputs?: Species_SearchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_SearchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

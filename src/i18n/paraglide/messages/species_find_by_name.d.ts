export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Find_By_NameInputs = {};
/**
* | output |
* | --- |
* | "Find a species by any name" |
*
* @param {Species_Find_By_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_find_by_name: ((inputs?: Species_Find_By_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Find_By_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

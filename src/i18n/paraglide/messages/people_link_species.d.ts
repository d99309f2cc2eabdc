export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Link_SpeciesInputs = {};
/**
* | output |
* | --- |
* | "Species catalogue" |
*
* @param {People_Link_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_link_species: ((inputs?: People_Link_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Link_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

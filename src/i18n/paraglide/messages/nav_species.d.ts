export type LocalizedString = import('../runtime.js').LocalizedString;
export type Nav_SpeciesInputs = {};
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Nav_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_species: ((inputs?: Nav_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

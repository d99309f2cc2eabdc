export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_The_SpeciesInputs = {};
/**
* | output |
* | --- |
* | "The species" |
*
* @param {Stats_The_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_the_species: ((inputs?: Stats_The_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_The_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

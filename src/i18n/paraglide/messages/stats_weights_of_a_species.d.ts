export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Weights_Of_A_SpeciesInputs = {};
/**
* | output |
* | --- |
* | "Weights of a species" |
*
* @param {Stats_Weights_Of_A_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_weights_of_a_species: ((inputs?: Stats_Weights_Of_A_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_Of_A_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

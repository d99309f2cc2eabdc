export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_SpeciesInputs = {};
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Catch_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_species: ((inputs?: Catch_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

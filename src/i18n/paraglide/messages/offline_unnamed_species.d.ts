export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_Unnamed_SpeciesInputs = {};
/**
* | output |
* | --- |
* | "Unnamed species" |
*
* @param {Offline_Unnamed_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_unnamed_species: ((inputs?: Offline_Unnamed_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Unnamed_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

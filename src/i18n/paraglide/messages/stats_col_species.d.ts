export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Col_SpeciesInputs = {};
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Stats_Col_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_species: ((inputs?: Stats_Col_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

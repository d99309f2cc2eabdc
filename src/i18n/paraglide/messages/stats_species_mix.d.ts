export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Species_MixInputs = {};
/**
* | output |
* | --- |
* | "Species mix" |
*
* @param {Stats_Species_MixInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_species_mix: ((inputs?: Stats_Species_MixInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Species_MixInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

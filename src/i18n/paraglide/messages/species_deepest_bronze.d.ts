export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Deepest_BronzeInputs = {};
/**
* | output |
* | --- |
* | "Deepest (bronze or better)" |
*
* @param {Species_Deepest_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_deepest_bronze: ((inputs?: Species_Deepest_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Deepest_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Species_HintInputs = {};
/**
* | output |
* | --- |
* | "Any common name in any language, or the scientific name." |
*
* @param {Catch_Species_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_species_hint: ((inputs?: Catch_Species_HintInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Species_HintInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_NamesInputs = {};
/**
* | output |
* | --- |
* | "Names" |
*
* @param {Species_NamesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_names: ((inputs?: Species_NamesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_NamesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

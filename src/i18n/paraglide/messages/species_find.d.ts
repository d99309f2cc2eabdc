export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_FindInputs = {};
/**
* | output |
* | --- |
* | "Find a species" |
*
* @param {Species_FindInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_find: ((inputs?: Species_FindInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_FindInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_None_YetInputs = {};
/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Species_None_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_none_yet: ((inputs?: Species_None_YetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_None_YetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

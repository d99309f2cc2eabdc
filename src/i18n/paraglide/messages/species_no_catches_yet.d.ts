export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_No_Catches_YetInputs = {};
/**
* | output |
* | --- |
* | "No catches yet." |
*
* @param {Species_No_Catches_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_no_catches_yet: ((inputs?: Species_No_Catches_YetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_No_Catches_YetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

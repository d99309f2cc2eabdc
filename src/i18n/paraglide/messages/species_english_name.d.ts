export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_English_NameInputs = {};
/**
* | output |
* | --- |
* | "English name" |
*
* @param {Species_English_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_english_name: ((inputs?: Species_English_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_English_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

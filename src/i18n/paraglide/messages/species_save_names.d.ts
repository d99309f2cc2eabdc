export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Save_NamesInputs = {};
/**
* | output |
* | --- |
* | "Save names" |
*
* @param {Species_Save_NamesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_save_names: ((inputs?: Species_Save_NamesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Save_NamesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

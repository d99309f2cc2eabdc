export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Change_AddInputs = {};
/**
* | output |
* | --- |
* | "add" |
*
* @param {Species_Change_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_change_add: ((inputs?: Species_Change_AddInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Change_AddInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

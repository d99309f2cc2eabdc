export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Change_UpdateInputs = {};
/**
* | output |
* | --- |
* | "update" |
*
* @param {Species_Change_UpdateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_change_update: ((inputs?: Species_Change_UpdateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Change_UpdateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

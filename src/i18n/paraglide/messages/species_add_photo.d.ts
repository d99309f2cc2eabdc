export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Add_PhotoInputs = {};
/**
* | output |
* | --- |
* | "Add photo" |
*
* @param {Species_Add_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_add_photo: ((inputs?: Species_Add_PhotoInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Add_PhotoInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

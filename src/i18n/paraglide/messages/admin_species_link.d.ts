export type LocalizedString = import('../runtime.js').LocalizedString;
export type Admin_Species_LinkInputs = {};
/**
* | output |
* | --- |
* | "Species catalogue" |
*
* @param {Admin_Species_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const admin_species_link: ((inputs?: Admin_Species_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Species_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

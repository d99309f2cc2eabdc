export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_LicenceInputs = {};
/**
* | output |
* | --- |
* | "Licence" |
*
* @param {Species_LicenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_licence: ((inputs?: Species_LicenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_LicenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

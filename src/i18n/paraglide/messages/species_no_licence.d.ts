export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_No_LicenceInputs = {};
/**
* | output |
* | --- |
* | "no licence given" |
*
* @param {Species_No_LicenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_no_licence: ((inputs?: Species_No_LicenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_No_LicenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

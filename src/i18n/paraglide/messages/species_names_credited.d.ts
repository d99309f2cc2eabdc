export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Names_CreditedInputs = {};
/**
* | output |
* | --- |
* | "Names you change are credited to this club (source “local”)." |
*
* @param {Species_Names_CreditedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_names_credited: ((inputs?: Species_Names_CreditedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Names_CreditedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Records_HereInputs = {};
/**
* | output |
* | --- |
* | "Records here" |
*
* @param {Species_Records_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_records_here: ((inputs?: Species_Records_HereInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Records_HereInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

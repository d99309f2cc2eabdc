export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Col_ScientificInputs = {};
/**
* | output |
* | --- |
* | "Scientific name" |
*
* @param {Species_Col_ScientificInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_col_scientific: ((inputs?: Species_Col_ScientificInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Col_ScientificInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

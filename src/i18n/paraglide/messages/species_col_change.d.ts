export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Col_ChangeInputs = {};
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Species_Col_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_col_change: ((inputs?: Species_Col_ChangeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Col_ChangeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

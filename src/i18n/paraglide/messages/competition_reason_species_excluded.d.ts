export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Reason_Species_ExcludedInputs = {};
/**
* | output |
* | --- |
* | "this species does not count here" |
*
* @param {Competition_Reason_Species_ExcludedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_species_excluded: ((inputs?: Competition_Reason_Species_ExcludedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Species_ExcludedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Rejected_LabelInputs = {};
/**
* | output |
* | --- |
* | "Rejected lines" |
*
* @param {Species_Rejected_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_rejected_label: ((inputs?: Species_Rejected_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Rejected_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

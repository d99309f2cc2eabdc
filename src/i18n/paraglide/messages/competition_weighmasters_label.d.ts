export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Weighmasters_LabelInputs = {};
/**
* | output |
* | --- |
* | "Weighmasters (emails of verifiers, comma separated)" |
*
* @param {Competition_Weighmasters_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_weighmasters_label: ((inputs?: Competition_Weighmasters_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weighmasters_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

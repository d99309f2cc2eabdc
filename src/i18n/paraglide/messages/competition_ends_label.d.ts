export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Ends_LabelInputs = {};
/**
* | output |
* | --- |
* | "Ends (local time)" |
*
* @param {Competition_Ends_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_ends_label: ((inputs?: Competition_Ends_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Ends_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

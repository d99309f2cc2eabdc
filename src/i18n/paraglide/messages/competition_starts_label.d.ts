export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Starts_LabelInputs = {};
/**
* | output |
* | --- |
* | "Starts (local time)" |
*
* @param {Competition_Starts_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_starts_label: ((inputs?: Competition_Starts_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Starts_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

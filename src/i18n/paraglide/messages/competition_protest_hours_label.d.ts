export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Protest_Hours_LabelInputs = {};
/**
* | output |
* | --- |
* | "Protest window (hours)" |
*
* @param {Competition_Protest_Hours_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_hours_label: ((inputs?: Competition_Protest_Hours_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_Hours_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

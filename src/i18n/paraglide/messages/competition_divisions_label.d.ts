export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Divisions_LabelInputs = {};
/**
* | output |
* | --- |
* | "Divisions (comma separated, optional)" |
*
* @param {Competition_Divisions_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_divisions_label: ((inputs?: Competition_Divisions_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Divisions_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

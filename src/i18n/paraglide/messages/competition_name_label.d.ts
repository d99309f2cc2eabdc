export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Name_LabelInputs = {};
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Competition_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_name_label: ((inputs?: Competition_Name_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Name_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

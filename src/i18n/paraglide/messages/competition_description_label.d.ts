export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Description_LabelInputs = {};
/**
* | output |
* | --- |
* | "Description (optional)" |
*
* @param {Competition_Description_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_description_label: ((inputs?: Competition_Description_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Description_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Name_LabelInputs = {};
/**
* | output |
* | --- |
* | "Name (as others see it)" |
*
* @param {Join_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_name_label: ((inputs?: Join_Name_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Name_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

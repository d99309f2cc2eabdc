export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Joining_Mode_LabelInputs = {};
/**
* | output |
* | --- |
* | "Joining (CATCHD_SIGNUP)" |
*
* @param {People_Joining_Mode_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_mode_label: ((inputs?: People_Joining_Mode_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Mode_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Joining_Developer_LabelInputs = {};
/**
* | output |
* | --- |
* | "Early access sign-up on the developer portal (CATCHD_DEVELOPER_SIGNUP)" |
*
* @param {People_Joining_Developer_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_developer_label: ((inputs?: People_Joining_Developer_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Developer_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

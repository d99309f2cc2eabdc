export type LocalizedString = import('../runtime.js').LocalizedString;
export type Password_LabelInputs = {};
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Password_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const password_label: ((inputs?: Password_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

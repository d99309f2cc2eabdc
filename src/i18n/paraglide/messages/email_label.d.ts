export type LocalizedString = import('../runtime.js').LocalizedString;
export type Email_LabelInputs = {};
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const email_label: ((inputs?: Email_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

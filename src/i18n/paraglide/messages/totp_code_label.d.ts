export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Code_LabelInputs = {};
/**
* | output |
* | --- |
* | "Code from your app" |
*
* @param {Totp_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_code_label: ((inputs?: Totp_Code_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Code_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

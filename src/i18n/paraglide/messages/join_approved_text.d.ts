export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Approved_TextInputs = {};
/**
* | output |
* | --- |
* | "Your account is ready: sign in with your email and password." |
*
* @param {Join_Approved_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_approved_text: ((inputs?: Join_Approved_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Approved_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Waiting_TextInputs = {};
/**
* | output |
* | --- |
* | "Your sign-up is waiting for an administrator’s decision. Once it is approved, sign in with your email and password." |
*
* @param {Join_Waiting_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_waiting_text: ((inputs?: Join_Waiting_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Waiting_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

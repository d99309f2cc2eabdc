export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Requested_TextInputs = {};
/**
* | output |
* | --- |
* | "Your address is confirmed and your sign-up is waiting for an administrator’s decision. Keep this page’s address to come back and see where you stand." |
*
* @param {Join_Requested_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_requested_text: ((inputs?: Join_Requested_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Requested_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Declined_TextInputs = {};
/**
* | output |
* | --- |
* | "An administrator declined this sign-up." |
*
* @param {Join_Declined_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_declined_text: ((inputs?: Join_Declined_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Declined_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Set_Up_TextInputs = {};
/**
* | output |
* | --- |
* | "An administrator exists already, so setup links no longer work." |
*
* @param {Join_Set_Up_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_set_up_text: ((inputs?: Join_Set_Up_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Set_Up_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

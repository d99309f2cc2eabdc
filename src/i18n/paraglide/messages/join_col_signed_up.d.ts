export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Col_Signed_UpInputs = {};
/**
* | output |
* | --- |
* | "Signed up" |
*
* @param {Join_Col_Signed_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_col_signed_up: ((inputs?: Join_Col_Signed_UpInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_Signed_UpInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

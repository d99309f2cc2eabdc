export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Approved_TitleInputs = {};
/**
* | output |
* | --- |
* | "You are in" |
*
* @param {Join_Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_approved_title: ((inputs?: Join_Approved_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Approved_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Declined_TitleInputs = {};
/**
* | output |
* | --- |
* | "Sign-up declined" |
*
* @param {Join_Declined_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_declined_title: ((inputs?: Join_Declined_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Declined_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Closed_TitleInputs = {};
/**
* | output |
* | --- |
* | "Joining" |
*
* @param {Join_Closed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_closed_title: ((inputs?: Join_Closed_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Closed_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

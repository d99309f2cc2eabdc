export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Waiting_TitleInputs = {};
/**
* | output |
* | --- |
* | "Waiting for an admin" |
*
* @param {Join_Waiting_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_waiting_title: ((inputs?: Join_Waiting_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Waiting_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

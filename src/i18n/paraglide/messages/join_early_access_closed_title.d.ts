export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Early_Access_Closed_TitleInputs = {};
/**
* | output |
* | --- |
* | "Early access sign-up is closed" |
*
* @param {Join_Early_Access_Closed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_early_access_closed_title: ((inputs?: Join_Early_Access_Closed_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Early_Access_Closed_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

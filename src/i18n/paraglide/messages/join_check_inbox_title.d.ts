export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Check_Inbox_TitleInputs = {};
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Join_Check_Inbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_check_inbox_title: ((inputs?: Join_Check_Inbox_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Check_Inbox_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

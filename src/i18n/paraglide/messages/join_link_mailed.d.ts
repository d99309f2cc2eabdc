export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Link_MailedInputs = {};
/**
* | output |
* | --- |
* | "The link is mailed to the address." |
*
* @param {Join_Link_MailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_link_mailed: ((inputs?: Join_Link_MailedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_MailedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Joining_Mail_OnInputs = {};
/**
* | output |
* | --- |
* | "set up: invitations and address confirmations are mailed." |
*
* @param {People_Joining_Mail_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_mail_on: ((inputs?: People_Joining_Mail_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Mail_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Joining_Mail_OffInputs = {};
/**
* | output |
* | --- |
* | "not set up: invitation links are shown to copy, and sign-ups are not confirmed by mail." |
*
* @param {People_Joining_Mail_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_mail_off: ((inputs?: People_Joining_Mail_OffInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Mail_OffInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Mail_SubjectInputs = {};
/**
* | output |
* | --- |
* | "Set a new catchd password" |
*
* @param {Reset_Mail_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_mail_subject: ((inputs?: Reset_Mail_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Mail_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Confirm_SubjectInputs = {};
/**
* | output |
* | --- |
* | "Confirm your email address for catchd" |
*
* @param {Join_Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_confirm_subject: ((inputs?: Join_Mail_Confirm_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Confirm_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

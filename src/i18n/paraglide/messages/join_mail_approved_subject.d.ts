export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Approved_SubjectInputs = {};
/**
* | output |
* | --- |
* | "Welcome to catchd" |
*
* @param {Join_Mail_Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_approved_subject: ((inputs?: Join_Mail_Approved_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Approved_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

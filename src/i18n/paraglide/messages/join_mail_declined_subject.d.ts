export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Declined_SubjectInputs = {};
/**
* | output |
* | --- |
* | "Your catchd sign-up was declined" |
*
* @param {Join_Mail_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_declined_subject: ((inputs?: Join_Mail_Declined_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Declined_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Mail_Approved_SubjectInputs = {};
/**
* | output |
* | --- |
* | "Your catchd developer access is approved" |
*
* @param {Dev_Mail_Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_mail_approved_subject: ((inputs?: Dev_Mail_Approved_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Approved_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

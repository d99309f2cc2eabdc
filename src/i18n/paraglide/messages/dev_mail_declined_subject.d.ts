export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Mail_Declined_SubjectInputs = {};
/**
* | output |
* | --- |
* | "Your catchd developer application was declined" |
*
* @param {Dev_Mail_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_mail_declined_subject: ((inputs?: Dev_Mail_Declined_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Declined_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

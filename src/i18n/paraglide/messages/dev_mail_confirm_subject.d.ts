export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Mail_Confirm_SubjectInputs = {};
/**
* | output |
* | --- |
* | "Confirm your email address for catchd developer access" |
*
* @param {Dev_Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_mail_confirm_subject: ((inputs?: Dev_Mail_Confirm_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Confirm_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

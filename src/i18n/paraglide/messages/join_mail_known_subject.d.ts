export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Known_SubjectInputs = {};
/**
* | output |
* | --- |
* | "Someone tried to sign up to catchd with your address" |
*
* @param {Join_Mail_Known_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_known_subject: ((inputs?: Join_Mail_Known_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Invitation_SubjectInputs = {};
/**
* | output |
* | --- |
* | "You are invited to join catchd" |
*
* @param {Join_Mail_Invitation_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_invitation_subject: ((inputs?: Join_Mail_Invitation_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Invitation_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

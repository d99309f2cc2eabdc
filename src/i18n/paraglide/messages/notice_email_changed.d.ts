export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Email_ChangedInputs = {};
/**
* | output |
* | --- |
* | "Your email address is changed." |
*
* @param {Notice_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_email_changed: ((inputs?: Notice_Email_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Email_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

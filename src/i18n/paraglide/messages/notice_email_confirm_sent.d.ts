export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Email_Confirm_SentInputs = {};
/**
* | output |
* | --- |
* | "Almost done: open the link we mailed to the new address. Until then your address stays as it was." |
*
* @param {Notice_Email_Confirm_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_email_confirm_sent: ((inputs?: Notice_Email_Confirm_SentInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Email_Confirm_SentInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

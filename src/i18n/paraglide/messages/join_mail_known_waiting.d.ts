export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Known_WaitingInputs = {};
/**
* | output |
* | --- |
* | "A sign-up with this address is already waiting for an administrator’s decision; you will get a mail when it is made. The sign-in page:" |
*
* @param {Join_Mail_Known_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_known_waiting: ((inputs?: Join_Mail_Known_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Known_DeclinedInputs = {};
/**
* | output |
* | --- |
* | "A sign-up with this address was declined earlier. Ask an administrator of the club if you think this is a mistake. The sign-in page:" |
*
* @param {Join_Mail_Known_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_known_declined: ((inputs?: Join_Mail_Known_DeclinedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_DeclinedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

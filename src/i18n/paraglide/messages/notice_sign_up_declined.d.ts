export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Sign_Up_DeclinedInputs = {};
/**
* | output |
* | --- |
* | "The sign-up is declined." |
*
* @param {Notice_Sign_Up_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_sign_up_declined: ((inputs?: Notice_Sign_Up_DeclinedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sign_Up_DeclinedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

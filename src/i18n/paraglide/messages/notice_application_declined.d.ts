export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Application_DeclinedInputs = {};
/**
* | output |
* | --- |
* | "The application is declined." |
*
* @param {Notice_Application_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_application_declined: ((inputs?: Notice_Application_DeclinedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Application_DeclinedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Application_ApprovedInputs = {};
/**
* | output |
* | --- |
* | "The application is approved." |
*
* @param {Notice_Application_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_application_approved: ((inputs?: Notice_Application_ApprovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Application_ApprovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

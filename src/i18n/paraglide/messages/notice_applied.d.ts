export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_AppliedInputs = {};
/**
* | output |
* | --- |
* | "Thank you: your application is in." |
*
* @param {Notice_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_applied: ((inputs?: Notice_AppliedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_AppliedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

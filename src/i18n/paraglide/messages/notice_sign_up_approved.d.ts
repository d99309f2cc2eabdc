export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Sign_Up_ApprovedInputs = {};
/**
* | output |
* | --- |
* | "The sign-up is approved: the person can sign in." |
*
* @param {Notice_Sign_Up_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_sign_up_approved: ((inputs?: Notice_Sign_Up_ApprovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sign_Up_ApprovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Account_DeletedInputs = {};
/**
* | output |
* | --- |
* | "Your account is deleted. Thank you for diving with us." |
*
* @param {Notice_Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_account_deleted: ((inputs?: Notice_Account_DeletedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Account_DeletedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

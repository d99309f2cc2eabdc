export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Known_AccountInputs = {};
/**
* | output |
* | --- |
* | "This address already has an account there. If it was you, sign in instead (if you forgot your password, the sign-in page helps):" |
*
* @param {Join_Mail_Known_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_known_account: ((inputs?: Join_Mail_Known_AccountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_AccountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

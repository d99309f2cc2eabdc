export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Wrong_PasswordInputs = {};
/**
* | output |
* | --- |
* | "That password is not right." |
*
* @param {Account_Wrong_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_wrong_password: ((inputs?: Account_Wrong_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Wrong_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

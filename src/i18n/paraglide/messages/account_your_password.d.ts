export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Your_PasswordInputs = {};
/**
* | output |
* | --- |
* | "Your password" |
*
* @param {Account_Your_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_your_password: ((inputs?: Account_Your_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Current_PasswordInputs = {};
/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Account_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_current_password: ((inputs?: Account_Current_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Current_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

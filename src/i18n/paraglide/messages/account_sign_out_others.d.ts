export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Sign_Out_OthersInputs = {};
/**
* | output |
* | --- |
* | "Sign out all others" |
*
* @param {Account_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_sign_out_others: ((inputs?: Account_Sign_Out_OthersInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_Out_OthersInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

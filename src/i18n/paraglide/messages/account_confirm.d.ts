export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_ConfirmInputs = {};
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Account_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_confirm: ((inputs?: Account_ConfirmInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ConfirmInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

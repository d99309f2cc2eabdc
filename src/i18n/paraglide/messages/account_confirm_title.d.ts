export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Confirm_TitleInputs = {};
/**
* | output |
* | --- |
* | "Confirm it is you" |
*
* @param {Account_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_confirm_title: ((inputs?: Account_Confirm_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

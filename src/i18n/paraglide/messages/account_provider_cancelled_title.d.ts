export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Provider_Cancelled_TitleInputs = {};
/**
* | output |
* | --- |
* | "Sign-in cancelled" |
*
* @param {Account_Provider_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_cancelled_title: ((inputs?: Account_Provider_Cancelled_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_Cancelled_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Provider_Unavailable_TitleInputs = {};
/**
* | output |
* | --- |
* | "Sign-in unavailable" |
*
* @param {Account_Provider_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_unavailable_title: ((inputs?: Account_Provider_Unavailable_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_Unavailable_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

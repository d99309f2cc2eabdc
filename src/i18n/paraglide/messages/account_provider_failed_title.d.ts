export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Provider_Failed_TitleInputs = {};
/**
* | output |
* | --- |
* | "Sign-in failed" |
*
* @param {Account_Provider_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_failed_title: ((inputs?: Account_Provider_Failed_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_Failed_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

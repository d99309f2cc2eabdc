export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Provider_Refused_TitleInputs = {};
/**
* | output |
* | --- |
* | "Cannot sign you in" |
*
* @param {Account_Provider_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_refused_title: ((inputs?: Account_Provider_Refused_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_Refused_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

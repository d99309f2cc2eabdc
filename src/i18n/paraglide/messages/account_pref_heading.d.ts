export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Pref_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Units, time zone and language" |
*
* @param {Account_Pref_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_pref_heading: ((inputs?: Account_Pref_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

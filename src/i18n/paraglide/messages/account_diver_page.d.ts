export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Diver_PageInputs = {};
/**
* | output |
* | --- |
* | "Your diver page" |
*
* @param {Account_Diver_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_diver_page: ((inputs?: Account_Diver_PageInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Diver_PageInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

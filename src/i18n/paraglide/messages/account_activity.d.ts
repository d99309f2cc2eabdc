export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_ActivityInputs = {};
/**
* | output |
* | --- |
* | "Account activity" |
*
* @param {Account_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_activity: ((inputs?: Account_ActivityInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ActivityInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

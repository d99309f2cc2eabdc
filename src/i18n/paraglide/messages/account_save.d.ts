export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_SaveInputs = {};
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Account_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_save: ((inputs?: Account_SaveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SaveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

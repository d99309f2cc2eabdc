export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Col_WhenInputs = {};
/**
* | output |
* | --- |
* | "When" |
*
* @param {Account_Col_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_col_when: ((inputs?: Account_Col_WhenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_WhenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Col_FromInputs = {};
/**
* | output |
* | --- |
* | "From" |
*
* @param {Account_Col_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_col_from: ((inputs?: Account_Col_FromInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_FromInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

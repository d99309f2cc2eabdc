export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Col_Last_SeenInputs = {};
/**
* | output |
* | --- |
* | "Last seen" |
*
* @param {Account_Col_Last_SeenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_col_last_seen: ((inputs?: Account_Col_Last_SeenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_Last_SeenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Col_AddressInputs = {};
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Account_Col_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_col_address: ((inputs?: Account_Col_AddressInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_AddressInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_New_Address_TitleInputs = {};
/**
* | output |
* | --- |
* | "Confirm your new address" |
*
* @param {Account_New_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_new_address_title: ((inputs?: Account_New_Address_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_Address_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_New_Address_TextInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Should your catchd account use {email} from now on?" |
*
* @param {Account_New_Address_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_new_address_text: ((inputs: Account_New_Address_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_Address_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

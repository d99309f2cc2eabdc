export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Not_Linkable_DeclinedInputs = {};
/**
* | output |
* | --- |
* | "A sign-up with this address was declined. Ask an administrator if you think this is a mistake." |
*
* @param {Account_Not_Linkable_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_not_linkable_declined: ((inputs?: Account_Not_Linkable_DeclinedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_DeclinedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

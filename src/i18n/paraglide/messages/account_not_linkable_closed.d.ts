export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Not_Linkable_ClosedInputs = {};
/**
* | output |
* | --- |
* | "There is no account with this address here, and this club does not take new members at the moment." |
*
* @param {Account_Not_Linkable_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_not_linkable_closed: ((inputs?: Account_Not_Linkable_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Not_Linkable_UnconfirmedInputs = {};
/**
* | output |
* | --- |
* | "An account here uses this address, but the address has not been confirmed, so it cannot be linked. Sign in with your password, or ask an administrator." |
*
* @param {Account_Not_Linkable_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_not_linkable_unconfirmed: ((inputs?: Account_Not_Linkable_UnconfirmedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_UnconfirmedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

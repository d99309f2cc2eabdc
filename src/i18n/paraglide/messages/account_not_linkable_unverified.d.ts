export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Not_Linkable_UnverifiedInputs = {};
/**
* | output |
* | --- |
* | "Your account there has no verified email address, so it cannot be linked to a catchd account." |
*
* @param {Account_Not_Linkable_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_not_linkable_unverified: ((inputs?: Account_Not_Linkable_UnverifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_UnverifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

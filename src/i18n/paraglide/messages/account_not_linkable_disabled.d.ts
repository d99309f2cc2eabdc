export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Not_Linkable_DisabledInputs = {};
/**
* | output |
* | --- |
* | "This account has been disabled by an administrator." |
*
* @param {Account_Not_Linkable_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_not_linkable_disabled: ((inputs?: Account_Not_Linkable_DisabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_DisabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

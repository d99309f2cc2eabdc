export type LocalizedString = import('../runtime.js').LocalizedString;
export type Scope_Account_ReadInputs = {};
/**
* | output |
* | --- |
* | "See your profile and manage your API keys" |
*
* @param {Scope_Account_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_account_read: ((inputs?: Scope_Account_ReadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Account_ReadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

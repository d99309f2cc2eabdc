export type LocalizedString = import('../runtime.js').LocalizedString;
export type Scope_Account_WriteInputs = {};
/**
* | output |
* | --- |
* | "Change your account: profile, password, sessions; export your data or delete the account" |
*
* @param {Scope_Account_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_account_write: ((inputs?: Scope_Account_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Account_WriteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

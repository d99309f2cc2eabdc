export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Confirm_ProviderInputs = {};
/**
* | output |
* | --- |
* | "Your account signs in through another provider: sign out and sign in again, then make the change." |
*
* @param {Account_Confirm_ProviderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_confirm_provider: ((inputs?: Account_Confirm_ProviderInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_ProviderInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

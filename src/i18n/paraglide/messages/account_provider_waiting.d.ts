export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Provider_WaitingInputs = {};
/**
* | output |
* | --- |
* | "Your sign-up is waiting for an administrator’s decision. Once it is approved, sign in the same way to come in." |
*
* @param {Account_Provider_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_waiting: ((inputs?: Account_Provider_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

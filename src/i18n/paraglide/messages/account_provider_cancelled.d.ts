export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Provider_CancelledInputs = {
    provider: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{provider} did not sign you in." |
*
* @param {Account_Provider_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_cancelled: ((inputs: Account_Provider_CancelledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_CancelledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

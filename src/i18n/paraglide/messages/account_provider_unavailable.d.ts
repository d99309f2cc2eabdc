export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Provider_UnavailableInputs = {
    provider: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{provider} could not be reached. Try again later or use your password." |
*
* @param {Account_Provider_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_unavailable: ((inputs: Account_Provider_UnavailableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_UnavailableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

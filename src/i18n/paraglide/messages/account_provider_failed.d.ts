export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Provider_FailedInputs = {
    provider: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{provider} could not confirm who you are. Please try again." |
*
* @param {Account_Provider_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_failed: ((inputs: Account_Provider_FailedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_FailedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

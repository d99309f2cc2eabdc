export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Pending_EmailInputs = {
    pending: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Waiting for you to confirm {pending} by the link we mailed there. Until then we keep {email}." |
*
* @param {Account_Pending_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_pending_email: ((inputs: Account_Pending_EmailInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pending_EmailInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

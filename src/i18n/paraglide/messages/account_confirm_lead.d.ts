export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Confirm_LeadInputs = {
    minutes: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "This change needs a fresh proof that it is you. We will not ask again for the next {minutes} minutes." |
*
* @param {Account_Confirm_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_confirm_lead: ((inputs: Account_Confirm_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

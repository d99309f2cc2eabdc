export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Password_LeadInputs = {};
/**
* | output |
* | --- |
* | "Changing it signs out every other session." |
*
* @param {Account_Password_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_password_lead: ((inputs?: Account_Password_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

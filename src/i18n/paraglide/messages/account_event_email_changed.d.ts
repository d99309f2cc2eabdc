export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Email_ChangedInputs = {};
/**
* | output |
* | --- |
* | "Email address changed" |
*
* @param {Account_Event_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_email_changed: ((inputs?: Account_Event_Email_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Email_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

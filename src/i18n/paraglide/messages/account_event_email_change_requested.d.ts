export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Email_Change_RequestedInputs = {};
/**
* | output |
* | --- |
* | "New email address asked for" |
*
* @param {Account_Event_Email_Change_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_email_change_requested: ((inputs?: Account_Event_Email_Change_RequestedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Email_Change_RequestedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

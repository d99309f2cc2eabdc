export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Password_ChangedInputs = {};
/**
* | output |
* | --- |
* | "Password changed" |
*
* @param {Account_Event_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_password_changed: ((inputs?: Account_Event_Password_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Password_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Password_ResetInputs = {};
/**
* | output |
* | --- |
* | "Password set by a mailed link" |
*
* @param {Account_Event_Password_ResetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_password_reset: ((inputs?: Account_Event_Password_ResetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Password_ResetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

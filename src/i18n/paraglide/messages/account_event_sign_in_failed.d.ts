export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Sign_In_FailedInputs = {};
/**
* | output |
* | --- |
* | "Failed sign-in (wrong password)" |
*
* @param {Account_Event_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_sign_in_failed: ((inputs?: Account_Event_Sign_In_FailedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Sign_In_FailedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Sign_InInputs = {};
/**
* | output |
* | --- |
* | "Signed in" |
*
* @param {Account_Event_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_sign_in: ((inputs?: Account_Event_Sign_InInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Sign_InInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

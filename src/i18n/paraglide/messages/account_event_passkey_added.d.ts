export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Passkey_AddedInputs = {};
/**
* | output |
* | --- |
* | "Passkey added" |
*
* @param {Account_Event_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_passkey_added: ((inputs?: Account_Event_Passkey_AddedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Passkey_AddedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

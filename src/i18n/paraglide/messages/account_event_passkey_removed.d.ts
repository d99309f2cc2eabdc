export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Passkey_RemovedInputs = {};
/**
* | output |
* | --- |
* | "Passkey removed" |
*
* @param {Account_Event_Passkey_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_passkey_removed: ((inputs?: Account_Event_Passkey_RemovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Passkey_RemovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

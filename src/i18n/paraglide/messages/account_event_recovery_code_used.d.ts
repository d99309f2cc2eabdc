export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Recovery_Code_UsedInputs = {};
/**
* | output |
* | --- |
* | "Recovery code used" |
*
* @param {Account_Event_Recovery_Code_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_recovery_code_used: ((inputs?: Account_Event_Recovery_Code_UsedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Recovery_Code_UsedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

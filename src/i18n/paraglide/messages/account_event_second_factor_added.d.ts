export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Second_Factor_AddedInputs = {};
/**
* | output |
* | --- |
* | "Authenticator app added" |
*
* @param {Account_Event_Second_Factor_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_second_factor_added: ((inputs?: Account_Event_Second_Factor_AddedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Second_Factor_AddedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

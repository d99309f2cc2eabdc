export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Second_Factor_RemovedInputs = {};
/**
* | output |
* | --- |
* | "Authenticator app removed" |
*
* @param {Account_Event_Second_Factor_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_second_factor_removed: ((inputs?: Account_Event_Second_Factor_RemovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Second_Factor_RemovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

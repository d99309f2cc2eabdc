export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Session_EndedInputs = {};
/**
* | output |
* | --- |
* | "A session signed out" |
*
* @param {Account_Event_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_session_ended: ((inputs?: Account_Event_Session_EndedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Session_EndedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

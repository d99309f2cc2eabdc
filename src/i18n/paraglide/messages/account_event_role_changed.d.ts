export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Role_ChangedInputs = {};
/**
* | output |
* | --- |
* | "Role changed" |
*
* @param {Account_Event_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_role_changed: ((inputs?: Account_Event_Role_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Role_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

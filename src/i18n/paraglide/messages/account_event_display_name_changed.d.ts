export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_Display_Name_ChangedInputs = {};
/**
* | output |
* | --- |
* | "Name changed" |
*
* @param {Account_Event_Display_Name_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_display_name_changed: ((inputs?: Account_Event_Display_Name_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Display_Name_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Notifications_LinkInputs = {};
/**
* | output |
* | --- |
* | "Notifications: what reaches you" |
*
* @param {Account_Notifications_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_notifications_link: ((inputs?: Account_Notifications_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notifications_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

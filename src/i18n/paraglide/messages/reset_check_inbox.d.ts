export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Check_InboxInputs = {};
/**
* | output |
* | --- |
* | "If an account uses that address, a link to set a new password is on its way there. It works once, within an hour." |
*
* @param {Reset_Check_InboxInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_check_inbox: ((inputs?: Reset_Check_InboxInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Check_InboxInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

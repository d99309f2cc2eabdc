export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_No_MailInputs = {};
/**
* | output |
* | --- |
* | "This club does not send mail, so passwords cannot be reset by mail here. Ask an administrator to set a new one." |
*
* @param {Reset_No_MailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_no_mail: ((inputs?: Reset_No_MailInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_No_MailInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

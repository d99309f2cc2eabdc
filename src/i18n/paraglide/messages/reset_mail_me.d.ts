export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Mail_MeInputs = {};
/**
* | output |
* | --- |
* | "Mail me a link" |
*
* @param {Reset_Mail_MeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_mail_me: ((inputs?: Reset_Mail_MeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Mail_MeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

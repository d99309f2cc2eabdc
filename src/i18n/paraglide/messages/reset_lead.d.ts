export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_LeadInputs = {};
/**
* | output |
* | --- |
* | "Give the address of your account: we mail you a link to set a new password." |
*
* @param {Reset_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_lead: ((inputs?: Reset_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

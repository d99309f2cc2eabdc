export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_New_LeadInputs = {};
/**
* | output |
* | --- |
* | "Setting it signs you out everywhere." |
*
* @param {Reset_New_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_new_lead: ((inputs?: Reset_New_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_New_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

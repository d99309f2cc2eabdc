export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_LeadInputs = {};
/**
* | output |
* | --- |
* | "Use your catchd email and password." |
*
* @param {Sign_In_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_lead: ((inputs?: Sign_In_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

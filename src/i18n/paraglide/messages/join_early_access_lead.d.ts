export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Early_Access_LeadInputs = {};
/**
* | output |
* | --- |
* | "An account on this catchd and your application for developer access, in one go. An administrator decides on the application." |
*
* @param {Join_Early_Access_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_early_access_lead: ((inputs?: Join_Early_Access_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Early_Access_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

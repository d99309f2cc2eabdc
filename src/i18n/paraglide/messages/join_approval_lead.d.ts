export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Approval_LeadInputs = {};
/**
* | output |
* | --- |
* | "An administrator approves new members; you will see where you stand." |
*
* @param {Join_Approval_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_approval_lead: ((inputs?: Join_Approval_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Approval_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

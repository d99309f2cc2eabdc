export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Delete_LeadInputs = {};
/**
* | output |
* | --- |
* | "Your name and email go, and every way of signing in ends. This cannot be undone." |
*
* @param {Leave_Delete_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_delete_lead: ((inputs?: Leave_Delete_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Delete_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

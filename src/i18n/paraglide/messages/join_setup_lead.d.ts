export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Setup_LeadInputs = {};
/**
* | output |
* | --- |
* | "Nobody runs this catchd yet. Create the first administrator: you." |
*
* @param {Join_Setup_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_setup_lead: ((inputs?: Join_Setup_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

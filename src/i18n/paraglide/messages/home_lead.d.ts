export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_LeadInputs = {};
/**
* | output |
* | --- |
* | "Log, verify and rank the club’s spearfishing catches." |
*
* @param {Home_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const home_lead: ((inputs?: Home_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

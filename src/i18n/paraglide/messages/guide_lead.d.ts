export type LocalizedString = import('../runtime.js').LocalizedString;
export type Guide_LeadInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Walk-throughs of the catchd API; the complete reference is at {link}." |
*
* @param {Guide_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_lead: ((inputs: Guide_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

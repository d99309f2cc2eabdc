export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Change_LeadInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{link}: everything may change until it runs; then only its description." |
*
* @param {Competition_Change_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_change_lead: ((inputs: Competition_Change_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Change_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

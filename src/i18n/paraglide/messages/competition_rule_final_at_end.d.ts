export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_Final_At_EndInputs = {};
/**
* | output |
* | --- |
* | "Results are final at the end." |
*
* @param {Competition_Rule_Final_At_EndInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_final_at_end: ((inputs?: Competition_Rule_Final_At_EndInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Final_At_EndInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

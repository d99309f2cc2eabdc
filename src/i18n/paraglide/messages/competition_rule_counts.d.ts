export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_CountsInputs = {};
/**
* | output |
* | --- |
* | "counts" |
*
* @param {Competition_Rule_CountsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_counts: ((inputs?: Competition_Rule_CountsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_CountsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

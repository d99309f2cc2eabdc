export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_Single_BestInputs = {};
/**
* | output |
* | --- |
* | "Only each entry’s single best fish counts." |
*
* @param {Competition_Rule_Single_BestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_single_best: ((inputs?: Competition_Rule_Single_BestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Single_BestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

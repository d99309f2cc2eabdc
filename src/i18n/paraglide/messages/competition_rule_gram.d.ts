export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_GramInputs = {};
/**
* | output |
* | --- |
* | "A point for every gram a fish weighs." |
*
* @param {Competition_Rule_GramInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_gram: ((inputs?: Competition_Rule_GramInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_GramInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

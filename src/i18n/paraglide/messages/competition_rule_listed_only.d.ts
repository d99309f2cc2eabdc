export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_Listed_OnlyInputs = {};
/**
* | output |
* | --- |
* | "Only the species listed count." |
*
* @param {Competition_Rule_Listed_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_listed_only: ((inputs?: Competition_Rule_Listed_OnlyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Listed_OnlyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_Weigh_InInputs = {};
/**
* | output |
* | --- |
* | "A fish counts once the weighmaster has weighed and accepted it." |
*
* @param {Competition_Rule_Weigh_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_weigh_in: ((inputs?: Competition_Rule_Weigh_InInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Weigh_InInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

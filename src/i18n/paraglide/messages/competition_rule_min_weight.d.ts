export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_Min_WeightInputs = {
    weight: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Fish under {weight} do not count." |
*
* @param {Competition_Rule_Min_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_min_weight: ((inputs: Competition_Rule_Min_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Min_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

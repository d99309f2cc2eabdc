export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_Counts_FromInputs = {
    weight: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "counts from {weight}" |
*
* @param {Competition_Rule_Counts_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_counts_from: ((inputs: Competition_Rule_Counts_FromInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Counts_FromInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

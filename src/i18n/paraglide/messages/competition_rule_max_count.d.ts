export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_Max_CountInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "At most {count} fish of each species counts (the best one)." |
* | * | "At most {count} fish of each species count (the best ones)." |
*
* @param {Competition_Rule_Max_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_max_count: ((inputs: Competition_Rule_Max_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Max_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_Best_FishInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Each entry’s best {count} fish counts." |
* | * | "Each entry’s best {count} fish count." |
*
* @param {Competition_Rule_Best_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_best_fish: ((inputs: Competition_Rule_Best_FishInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Best_FishInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

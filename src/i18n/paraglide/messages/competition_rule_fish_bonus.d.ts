export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_Fish_BonusInputs = {
    points: NonNullable<unknown>;
};
/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "{points} extra point for every fish that counts." |
* | * | "{points} extra points for every fish that counts." |
*
* @param {Competition_Rule_Fish_BonusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_fish_bonus: ((inputs: Competition_Rule_Fish_BonusInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Fish_BonusInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

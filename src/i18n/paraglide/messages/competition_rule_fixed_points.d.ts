export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_Fixed_PointsInputs = {
    points: NonNullable<unknown>;
};
/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "scores {points} point whatever it weighs" |
* | * | "scores {points} points whatever it weighs" |
*
* @param {Competition_Rule_Fixed_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_fixed_points: ((inputs: Competition_Rule_Fixed_PointsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Fixed_PointsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

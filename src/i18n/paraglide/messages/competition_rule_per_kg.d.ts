export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_Per_KgInputs = {
    points: NonNullable<unknown>;
};
/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "{points} point per kilogram a fish weighs." |
* | * | "{points} points per kilogram a fish weighs." |
*
* @param {Competition_Rule_Per_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_per_kg: ((inputs: Competition_Rule_Per_KgInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Per_KgInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

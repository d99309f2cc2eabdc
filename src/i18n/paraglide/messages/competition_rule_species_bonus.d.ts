export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_Species_BonusInputs = {
    points: NonNullable<unknown>;
};
/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "{points} extra point for every different species an entry counts." |
* | * | "{points} extra points for every different species an entry counts." |
*
* @param {Competition_Rule_Species_BonusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_species_bonus: ((inputs: Competition_Rule_Species_BonusInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Species_BonusInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

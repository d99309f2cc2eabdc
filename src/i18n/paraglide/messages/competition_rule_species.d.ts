export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_SpeciesInputs = {
    species: NonNullable<unknown>;
    rules: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{species}: {rules}." |
*
* @param {Competition_Rule_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_species: ((inputs: Competition_Rule_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Caught_ByInputs = {
    species: NonNullable<unknown>;
    diver: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{species} caught by {diver}" |
*
* @param {Species_Caught_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_caught_by: ((inputs: Species_Caught_ByInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Caught_ByInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

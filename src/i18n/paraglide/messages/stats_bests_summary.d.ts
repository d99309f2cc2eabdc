export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Bests_SummaryInputs = {
    species: NonNullable<unknown>;
    weight: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Each dot beat every earlier catch of its species; the line is the heaviest so far. Latest: {species}, {weight}." |
*
* @param {Stats_Bests_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_bests_summary: ((inputs: Stats_Bests_SummaryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Bests_SummaryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

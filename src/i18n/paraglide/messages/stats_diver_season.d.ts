export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Diver_SeasonInputs = {
    diver: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{diver}’s season" |
*
* @param {Stats_Diver_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_diver_season: ((inputs: Stats_Diver_SeasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Diver_SeasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

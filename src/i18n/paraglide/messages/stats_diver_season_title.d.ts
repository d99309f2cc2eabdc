export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Diver_Season_TitleInputs = {
    diver: NonNullable<unknown>;
    year: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{diver}: {year} season" |
*
* @param {Stats_Diver_Season_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_diver_season_title: ((inputs: Stats_Diver_Season_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Diver_Season_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Club_Season_TitleInputs = {
    year: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "The club’s {year} season" |
*
* @param {Stats_Club_Season_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_club_season_title: ((inputs: Stats_Club_Season_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_Season_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

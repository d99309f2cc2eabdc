export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Club_SeasonInputs = {};
/**
* | output |
* | --- |
* | "The club’s season" |
*
* @param {Stats_Club_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_club_season: ((inputs?: Stats_Club_SeasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_SeasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

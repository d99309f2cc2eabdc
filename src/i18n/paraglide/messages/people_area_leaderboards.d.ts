export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Area_LeaderboardsInputs = {};
/**
* | output |
* | --- |
* | "Leaderboards, and the embeddable board for the club’s website" |
*
* @param {People_Area_LeaderboardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_area_leaderboards: ((inputs?: People_Area_LeaderboardsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Area_LeaderboardsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

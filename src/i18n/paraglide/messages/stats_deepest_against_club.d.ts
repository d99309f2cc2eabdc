export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Deepest_Against_ClubInputs = {};
/**
* | output |
* | --- |
* | "Deepest against the club’s record" |
*
* @param {Stats_Deepest_Against_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_deepest_against_club: ((inputs?: Stats_Deepest_Against_ClubInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Deepest_Against_ClubInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

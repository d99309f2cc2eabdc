export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Heaviest_Against_ClubInputs = {};
/**
* | output |
* | --- |
* | "Heaviest against the club’s record" |
*
* @param {Stats_Heaviest_Against_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_heaviest_against_club: ((inputs?: Stats_Heaviest_Against_ClubInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Heaviest_Against_ClubInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

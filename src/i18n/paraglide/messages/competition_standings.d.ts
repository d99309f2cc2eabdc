export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_StandingsInputs = {};
/**
* | output |
* | --- |
* | "Standings" |
*
* @param {Competition_StandingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_standings: ((inputs?: Competition_StandingsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_StandingsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

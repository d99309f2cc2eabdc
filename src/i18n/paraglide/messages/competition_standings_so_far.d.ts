export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Standings_So_FarInputs = {};
/**
* | output |
* | --- |
* | "Standings so far" |
*
* @param {Competition_Standings_So_FarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_standings_so_far: ((inputs?: Competition_Standings_So_FarInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Standings_So_FarInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

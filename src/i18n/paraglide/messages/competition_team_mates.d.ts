export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Team_MatesInputs = {};
/**
* | output |
* | --- |
* | "Team mates (emails, comma separated)" |
*
* @param {Competition_Team_MatesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_team_mates: ((inputs?: Competition_Team_MatesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Team_MatesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Team_NameInputs = {};
/**
* | output |
* | --- |
* | "Team name" |
*
* @param {Competition_Team_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_team_name: ((inputs?: Competition_Team_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Team_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

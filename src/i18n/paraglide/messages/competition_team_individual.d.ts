export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Team_IndividualInputs = {};
/**
* | output |
* | --- |
* | "1 (individual)" |
*
* @param {Competition_Team_IndividualInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_team_individual: ((inputs?: Competition_Team_IndividualInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Team_IndividualInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

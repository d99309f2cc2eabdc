export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Team_Size_LabelInputs = {};
/**
* | output |
* | --- |
* | "Team size" |
*
* @param {Competition_Team_Size_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_team_size_label: ((inputs?: Competition_Team_Size_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Team_Size_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

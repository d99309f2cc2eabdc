export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Team_Up_ToInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "up to {count}" |
* | * | "up to {count}" |
*
* @param {Competition_Team_Up_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_team_up_to: ((inputs: Competition_Team_Up_ToInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Team_Up_ToInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

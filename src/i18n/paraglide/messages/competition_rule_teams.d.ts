export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_TeamsInputs = {
    count: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Teams of up to {count}: the members’ fish are pooled." |
*
* @param {Competition_Rule_TeamsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_teams: ((inputs: Competition_Rule_TeamsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_TeamsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

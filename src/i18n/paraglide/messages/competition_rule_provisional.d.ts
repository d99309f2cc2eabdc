export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_ProvisionalInputs = {
    hours: NonNullable<unknown>;
};
/**
* | hoursPlural | output |
* | --- | --- |
* | "one" | "Results are provisional for {hours} hour after the end: entrants may protest, then they are final." |
* | * | "Results are provisional for {hours} hours after the end: entrants may protest, then they are final." |
*
* @param {Competition_Rule_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_provisional: ((inputs: Competition_Rule_ProvisionalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_ProvisionalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

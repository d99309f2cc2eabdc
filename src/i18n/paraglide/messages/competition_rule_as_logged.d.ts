export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_As_LoggedInputs = {};
/**
* | output |
* | --- |
* | "Fish count as logged; no weigh-in needed." |
*
* @param {Competition_Rule_As_LoggedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_as_logged: ((inputs?: Competition_Rule_As_LoggedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_As_LoggedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

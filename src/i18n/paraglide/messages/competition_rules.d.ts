export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_RulesInputs = {};
/**
* | output |
* | --- |
* | "Rules" |
*
* @param {Competition_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rules: ((inputs?: Competition_RulesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_RulesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

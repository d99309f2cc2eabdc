export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Rule_AreaInputs = {};
/**
* | output |
* | --- |
* | "Only fish caught inside the marked area count; a catch without a location does not." |
*
* @param {Competition_Rule_AreaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_area: ((inputs?: Competition_Rule_AreaInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_AreaInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_OverallInputs = {};
/**
* | output |
* | --- |
* | "Overall" |
*
* @param {Competition_OverallInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_overall: ((inputs?: Competition_OverallInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_OverallInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

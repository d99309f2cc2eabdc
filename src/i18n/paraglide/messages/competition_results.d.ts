export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_ResultsInputs = {};
/**
* | output |
* | --- |
* | "Results" |
*
* @param {Competition_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_results: ((inputs?: Competition_ResultsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_ResultsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

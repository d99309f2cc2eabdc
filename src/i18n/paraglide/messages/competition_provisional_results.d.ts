export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Provisional_ResultsInputs = {};
/**
* | output |
* | --- |
* | "Provisional results" |
*
* @param {Competition_Provisional_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_provisional_results: ((inputs?: Competition_Provisional_ResultsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Provisional_ResultsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

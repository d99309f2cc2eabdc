export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Printable_ResultsInputs = {};
/**
* | output |
* | --- |
* | "Printable results" |
*
* @param {Competition_Printable_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_printable_results: ((inputs?: Competition_Printable_ResultsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Printable_ResultsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

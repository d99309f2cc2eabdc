export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Results_CsvInputs = {};
/**
* | output |
* | --- |
* | "Results CSV" |
*
* @param {Competition_Results_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_results_csv: ((inputs?: Competition_Results_CsvInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Results_CsvInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Weights_SummaryInputs = {};
/**
* | output |
* | --- |
* | "How many catches weighed how much; the lines mark the records." |
*
* @param {Stats_Weights_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_weights_summary: ((inputs?: Stats_Weights_SummaryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_SummaryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Weights_Summary_No_RecordsInputs = {};
/**
* | output |
* | --- |
* | "How many catches weighed how much; the lines mark the records (none yet)." |
*
* @param {Stats_Weights_Summary_No_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_weights_summary_no_records: ((inputs?: Stats_Weights_Summary_No_RecordsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_Summary_No_RecordsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

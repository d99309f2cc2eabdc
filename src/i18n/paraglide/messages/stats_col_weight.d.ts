export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Col_WeightInputs = {};
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Stats_Col_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_weight: ((inputs?: Stats_Col_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

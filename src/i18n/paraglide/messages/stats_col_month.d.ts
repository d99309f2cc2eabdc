export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Col_MonthInputs = {};
/**
* | output |
* | --- |
* | "Month" |
*
* @param {Stats_Col_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_month: ((inputs?: Stats_Col_MonthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_MonthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

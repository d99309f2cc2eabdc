export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Col_DateInputs = {};
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Stats_Col_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_date: ((inputs?: Stats_Col_DateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_DateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

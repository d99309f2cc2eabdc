export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Catches_By_MonthInputs = {};
/**
* | output |
* | --- |
* | "Catches by month" |
*
* @param {Stats_Catches_By_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_catches_by_month: ((inputs?: Stats_Catches_By_MonthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Catches_By_MonthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

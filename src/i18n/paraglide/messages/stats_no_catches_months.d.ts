export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_No_Catches_MonthsInputs = {};
/**
* | output |
* | --- |
* | "No catches logged in these months." |
*
* @param {Stats_No_Catches_MonthsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_no_catches_months: ((inputs?: Stats_No_Catches_MonthsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_No_Catches_MonthsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

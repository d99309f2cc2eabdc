export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Weight_By_MonthInputs = {
    unit: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Weight landed by month ({unit})" |
*
* @param {Stats_Weight_By_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_weight_by_month: ((inputs: Stats_Weight_By_MonthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weight_By_MonthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Units_MetricInputs = {};
/**
* | output |
* | --- |
* | "Metric (kg, cm, m, °C)" |
*
* @param {Account_Units_MetricInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_units_metric: ((inputs?: Account_Units_MetricInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Units_MetricInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

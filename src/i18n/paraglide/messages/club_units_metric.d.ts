export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Units_MetricInputs = {};
/**
* | output |
* | --- |
* | "Metric (kg, cm, m, °C)" |
*
* @param {Club_Units_MetricInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_units_metric: ((inputs?: Club_Units_MetricInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Units_MetricInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

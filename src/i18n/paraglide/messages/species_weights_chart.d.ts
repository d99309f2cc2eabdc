export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Weights_ChartInputs = {};
/**
* | output |
* | --- |
* | "Weights in a chart" |
*
* @param {Species_Weights_ChartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_weights_chart: ((inputs?: Species_Weights_ChartInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Weights_ChartInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Filter_Min_WeightInputs = {};
/**
* | output |
* | --- |
* | "Min weight" |
*
* @param {Catch_Filter_Min_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_min_weight: ((inputs?: Catch_Filter_Min_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Min_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

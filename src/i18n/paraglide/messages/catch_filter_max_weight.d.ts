export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Filter_Max_WeightInputs = {};
/**
* | output |
* | --- |
* | "Max weight" |
*
* @param {Catch_Filter_Max_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_max_weight: ((inputs?: Catch_Filter_Max_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Max_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Filter_Min_DepthInputs = {};
/**
* | output |
* | --- |
* | "Min depth" |
*
* @param {Catch_Filter_Min_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_min_depth: ((inputs?: Catch_Filter_Min_DepthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Min_DepthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

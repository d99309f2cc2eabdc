export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Filter_LabelInputs = {};
/**
* | output |
* | --- |
* | "Filter my catches" |
*
* @param {Catch_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_label: ((inputs?: Catch_Filter_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

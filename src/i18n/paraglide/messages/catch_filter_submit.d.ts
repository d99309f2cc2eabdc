export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Filter_SubmitInputs = {};
/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Catch_Filter_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_submit: ((inputs?: Catch_Filter_SubmitInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_SubmitInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Filter_TitleInputs = {};
/**
* | output |
* | --- |
* | "Filter and sort" |
*
* @param {Catch_Filter_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_title: ((inputs?: Catch_Filter_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

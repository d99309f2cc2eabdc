export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Sort_DeepestInputs = {};
/**
* | output |
* | --- |
* | "Deepest" |
*
* @param {Catch_Sort_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_sort_deepest: ((inputs?: Catch_Sort_DeepestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_DeepestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

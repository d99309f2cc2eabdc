export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Sort_HeaviestInputs = {};
/**
* | output |
* | --- |
* | "Heaviest" |
*
* @param {Catch_Sort_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_sort_heaviest: ((inputs?: Catch_Sort_HeaviestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_HeaviestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

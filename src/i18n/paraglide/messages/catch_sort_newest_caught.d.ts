export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Sort_Newest_CaughtInputs = {};
/**
* | output |
* | --- |
* | "Newest caught" |
*
* @param {Catch_Sort_Newest_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_sort_newest_caught: ((inputs?: Catch_Sort_Newest_CaughtInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_Newest_CaughtInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

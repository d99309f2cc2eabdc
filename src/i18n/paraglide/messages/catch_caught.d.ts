export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_CaughtInputs = {};
/**
* | output |
* | --- |
* | "Caught" |
*
* @param {Catch_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_caught: ((inputs?: Catch_CaughtInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_CaughtInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

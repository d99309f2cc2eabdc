export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_WeightInputs = {};
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Catch_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_weight: ((inputs?: Catch_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

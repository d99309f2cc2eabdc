export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_WeightInputs = {
    unit: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Weight ({unit})" |
*
* @param {Verify_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_weight: ((inputs: Verify_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

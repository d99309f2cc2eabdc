export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_MeetsInputs = {
    tier: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "The evidence above meets the {tier} rule." |
*
* @param {Verify_MeetsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_meets: ((inputs: Verify_MeetsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_MeetsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

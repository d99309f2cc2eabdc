export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_LacksInputs = {
    tier: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "What {tier} still lacks" |
*
* @param {Verify_LacksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_lacks: ((inputs: Verify_LacksInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_LacksInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

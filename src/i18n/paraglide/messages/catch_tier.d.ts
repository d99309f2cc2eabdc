export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_TierInputs = {};
/**
* | output |
* | --- |
* | "Tier" |
*
* @param {Catch_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_tier: ((inputs?: Catch_TierInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_TierInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

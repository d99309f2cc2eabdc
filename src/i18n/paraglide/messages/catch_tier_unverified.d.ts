export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Tier_UnverifiedInputs = {};
/**
* | output |
* | --- |
* | "unverified" |
*
* @param {Catch_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_tier_unverified: ((inputs?: Catch_Tier_UnverifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_UnverifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

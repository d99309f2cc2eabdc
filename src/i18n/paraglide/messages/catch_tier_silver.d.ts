export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Tier_SilverInputs = {};
/**
* | output |
* | --- |
* | "silver" |
*
* @param {Catch_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_tier_silver: ((inputs?: Catch_Tier_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

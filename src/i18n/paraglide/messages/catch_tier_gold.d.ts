export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Tier_GoldInputs = {};
/**
* | output |
* | --- |
* | "gold" |
*
* @param {Catch_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_tier_gold: ((inputs?: Catch_Tier_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

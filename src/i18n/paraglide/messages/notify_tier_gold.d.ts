export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Tier_GoldInputs = {};
/**
* | output |
* | --- |
* | "gold" |
*
* @param {Notify_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_tier_gold: ((inputs?: Notify_Tier_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

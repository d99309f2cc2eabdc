export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Tier_GoldInputs = {};
/**
* | output |
* | --- |
* | "gold" |
*
* @param {Club_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_tier_gold: ((inputs?: Club_Tier_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Tier_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

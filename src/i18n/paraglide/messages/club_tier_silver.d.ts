export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Tier_SilverInputs = {};
/**
* | output |
* | --- |
* | "silver" |
*
* @param {Club_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_tier_silver: ((inputs?: Club_Tier_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Tier_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

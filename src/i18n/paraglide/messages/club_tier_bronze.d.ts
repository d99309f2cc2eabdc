export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Tier_BronzeInputs = {};
/**
* | output |
* | --- |
* | "bronze" |
*
* @param {Club_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_tier_bronze: ((inputs?: Club_Tier_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Tier_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

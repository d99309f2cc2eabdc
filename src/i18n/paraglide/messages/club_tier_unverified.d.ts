export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Tier_UnverifiedInputs = {};
/**
* | output |
* | --- |
* | "unverified" |
*
* @param {Club_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_tier_unverified: ((inputs?: Club_Tier_UnverifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Tier_UnverifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

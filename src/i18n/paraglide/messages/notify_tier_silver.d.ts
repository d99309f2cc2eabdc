export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Tier_SilverInputs = {};
/**
* | output |
* | --- |
* | "silver" |
*
* @param {Notify_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_tier_silver: ((inputs?: Notify_Tier_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

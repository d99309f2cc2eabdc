export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Tier_BronzeInputs = {};
/**
* | output |
* | --- |
* | "bronze" |
*
* @param {Notify_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_tier_bronze: ((inputs?: Notify_Tier_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

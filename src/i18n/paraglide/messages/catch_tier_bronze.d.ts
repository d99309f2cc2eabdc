export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Tier_BronzeInputs = {};
/**
* | output |
* | --- |
* | "bronze" |
*
* @param {Catch_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_tier_bronze: ((inputs?: Catch_Tier_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Tier_Or_BetterInputs = {
    tier: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{tier} or better" |
*
* @param {Species_Tier_Or_BetterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_tier_or_better: ((inputs: Species_Tier_Or_BetterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Tier_Or_BetterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

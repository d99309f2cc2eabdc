export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Tier_BronzeInputs = {};
/**
* | output |
* | --- |
* | "Verified bronze or better" |
*
* @param {Board_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_tier_bronze: ((inputs?: Board_Tier_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

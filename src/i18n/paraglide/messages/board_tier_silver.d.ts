export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Tier_SilverInputs = {};
/**
* | output |
* | --- |
* | "Verified silver or better" |
*
* @param {Board_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_tier_silver: ((inputs?: Board_Tier_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

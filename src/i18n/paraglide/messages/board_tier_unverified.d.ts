export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Tier_UnverifiedInputs = {};
/**
* | output |
* | --- |
* | "Every catch, verified or not" |
*
* @param {Board_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_tier_unverified: ((inputs?: Board_Tier_UnverifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_UnverifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

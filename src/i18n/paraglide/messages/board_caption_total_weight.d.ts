export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Caption_Total_WeightInputs = {};
/**
* | output |
* | --- |
* | "All the fish each diver landed, weighed together." |
*
* @param {Board_Caption_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_caption_total_weight: ((inputs?: Board_Caption_Total_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_Total_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

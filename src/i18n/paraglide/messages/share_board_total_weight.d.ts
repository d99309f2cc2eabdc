export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Board_Total_WeightInputs = {};
/**
* | output |
* | --- |
* | "Total weight" |
*
* @param {Share_Board_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_board_total_weight: ((inputs?: Share_Board_Total_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_Total_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

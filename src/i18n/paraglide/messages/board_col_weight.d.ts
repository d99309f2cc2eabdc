export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Col_WeightInputs = {};
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Board_Col_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_col_weight: ((inputs?: Board_Col_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

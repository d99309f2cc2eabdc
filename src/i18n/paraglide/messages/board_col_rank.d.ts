export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Col_RankInputs = {};
/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Board_Col_RankInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_col_rank: ((inputs?: Board_Col_RankInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_RankInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Col_DiverInputs = {};
/**
* | output |
* | --- |
* | "Diver" |
*
* @param {Board_Col_DiverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_col_diver: ((inputs?: Board_Col_DiverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_DiverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

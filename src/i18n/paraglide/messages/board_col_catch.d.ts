export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Col_CatchInputs = {};
/**
* | output |
* | --- |
* | "Catch" |
*
* @param {Board_Col_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_col_catch: ((inputs?: Board_Col_CatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_CatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

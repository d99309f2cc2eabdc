export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Col_CatchesInputs = {};
/**
* | output |
* | --- |
* | "Catches" |
*
* @param {Board_Col_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_col_catches: ((inputs?: Board_Col_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

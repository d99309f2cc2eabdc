export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_BoardInputs = {};
/**
* | output |
* | --- |
* | "Board" |
*
* @param {Board_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_board: ((inputs?: Board_BoardInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_BoardInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

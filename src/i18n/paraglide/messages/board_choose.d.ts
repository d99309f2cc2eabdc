export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_ChooseInputs = {};
/**
* | output |
* | --- |
* | "Choose the board and filters" |
*
* @param {Board_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_choose: ((inputs?: Board_ChooseInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_ChooseInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

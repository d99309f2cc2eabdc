export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Boards_LabelInputs = {};
/**
* | output |
* | --- |
* | "Boards" |
*
* @param {Board_Boards_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_boards_label: ((inputs?: Board_Boards_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Boards_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

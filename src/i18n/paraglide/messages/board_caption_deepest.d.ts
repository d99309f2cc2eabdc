export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Caption_DeepestInputs = {};
/**
* | output |
* | --- |
* | "Each diver’s deepest catch, with the catch." |
*
* @param {Board_Caption_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_caption_deepest: ((inputs?: Board_Caption_DeepestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_DeepestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

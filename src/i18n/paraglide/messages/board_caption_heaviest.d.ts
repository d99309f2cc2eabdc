export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Caption_HeaviestInputs = {};
/**
* | output |
* | --- |
* | "Each diver’s heaviest fish, with the catch." |
*
* @param {Board_Caption_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_caption_heaviest: ((inputs?: Board_Caption_HeaviestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_HeaviestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

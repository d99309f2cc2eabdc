export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Caption_Catch_CountInputs = {};
/**
* | output |
* | --- |
* | "How many fish each diver landed." |
*
* @param {Board_Caption_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_caption_catch_count: ((inputs?: Board_Caption_Catch_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_Catch_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

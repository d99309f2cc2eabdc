export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Empty_TitleInputs = {};
/**
* | output |
* | --- |
* | "No catch counts here yet." |
*
* @param {Board_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_empty_title: ((inputs?: Board_Empty_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

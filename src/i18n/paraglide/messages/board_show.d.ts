export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_ShowInputs = {};
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Board_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_show: ((inputs?: Board_ShowInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_ShowInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

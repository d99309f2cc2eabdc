export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Dive_FreediveInputs = {};
/**
* | output |
* | --- |
* | "freedive" |
*
* @param {Board_Dive_FreediveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_dive_freedive: ((inputs?: Board_Dive_FreediveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Dive_FreediveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Dive_ScubaInputs = {};
/**
* | output |
* | --- |
* | "scuba" |
*
* @param {Board_Dive_ScubaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_dive_scuba: ((inputs?: Board_Dive_ScubaInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Dive_ScubaInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

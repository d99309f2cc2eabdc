export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Dive_TypeInputs = {};
/**
* | output |
* | --- |
* | "Dive type" |
*
* @param {Board_Dive_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_dive_type: ((inputs?: Board_Dive_TypeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Dive_TypeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

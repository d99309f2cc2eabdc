export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_AnyInputs = {};
/**
* | output |
* | --- |
* | "Any" |
*
* @param {Board_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_any: ((inputs?: Board_AnyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_AnyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Col_DepthInputs = {};
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Board_Col_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_col_depth: ((inputs?: Board_Col_DepthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_DepthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

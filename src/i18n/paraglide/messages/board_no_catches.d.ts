export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_No_CatchesInputs = {};
/**
* | output |
* | --- |
* | "No catches on this board yet." |
*
* @param {Board_No_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_no_catches: ((inputs?: Board_No_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_No_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

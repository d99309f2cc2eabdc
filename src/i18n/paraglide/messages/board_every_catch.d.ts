export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Every_CatchInputs = {};
/**
* | output |
* | --- |
* | "See every catch, verified or not" |
*
* @param {Board_Every_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_every_catch: ((inputs?: Board_Every_CatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Every_CatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_PodiumInputs = {};
/**
* | output |
* | --- |
* | "The first three" |
*
* @param {Board_PodiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_podium: ((inputs?: Board_PodiumInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_PodiumInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

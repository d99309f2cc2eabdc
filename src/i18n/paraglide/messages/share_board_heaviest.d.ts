export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Board_HeaviestInputs = {};
/**
* | output |
* | --- |
* | "Heaviest fish" |
*
* @param {Share_Board_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_board_heaviest: ((inputs?: Share_Board_HeaviestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_HeaviestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

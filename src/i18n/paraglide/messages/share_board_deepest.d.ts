export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Board_DeepestInputs = {};
/**
* | output |
* | --- |
* | "Deepest catch" |
*
* @param {Share_Board_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_board_deepest: ((inputs?: Share_Board_DeepestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_DeepestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Board_EmptyInputs = {};
/**
* | output |
* | --- |
* | "No catches on this board yet." |
*
* @param {Share_Board_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_board_empty: ((inputs?: Share_Board_EmptyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_EmptyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

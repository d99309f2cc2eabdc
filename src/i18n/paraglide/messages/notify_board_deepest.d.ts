export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Board_DeepestInputs = {};
/**
* | output |
* | --- |
* | "deepest catch" |
*
* @param {Notify_Board_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_deepest: ((inputs?: Notify_Board_DeepestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_DeepestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Board_HeaviestInputs = {};
/**
* | output |
* | --- |
* | "heaviest fish" |
*
* @param {Notify_Board_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_heaviest: ((inputs?: Notify_Board_HeaviestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_HeaviestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

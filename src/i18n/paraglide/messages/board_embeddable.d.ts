export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_EmbeddableInputs = {};
/**
* | output |
* | --- |
* | "embeddable board" |
*
* @param {Board_EmbeddableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_embeddable: ((inputs?: Board_EmbeddableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_EmbeddableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Word_RefusedInputs = {
    word: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "That is not “{word}”: type the word to go on." |
*
* @param {Leave_Word_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_word_refused: ((inputs: Leave_Word_RefusedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Word_RefusedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

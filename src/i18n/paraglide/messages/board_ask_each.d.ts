export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Ask_EachInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{link}: ask for verification on each" |
*
* @param {Board_Ask_EachInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_ask_each: ((inputs: Board_Ask_EachInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Ask_EachInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Which_CountInputs = {};
/**
* | output |
* | --- |
* | "Which catches count" |
*
* @param {Board_Which_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_which_count: ((inputs?: Board_Which_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Which_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

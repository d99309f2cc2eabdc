export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Medal_SilverInputs = {};
/**
* | output |
* | --- |
* | "Silver" |
*
* @param {Board_Medal_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_medal_silver: ((inputs?: Board_Medal_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Medal_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

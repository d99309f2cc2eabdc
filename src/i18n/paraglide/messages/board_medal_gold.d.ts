export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Medal_GoldInputs = {};
/**
* | output |
* | --- |
* | "Gold" |
*
* @param {Board_Medal_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_medal_gold: ((inputs?: Board_Medal_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Medal_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

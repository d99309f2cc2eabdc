export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Medal_BronzeInputs = {};
/**
* | output |
* | --- |
* | "Bronze" |
*
* @param {Board_Medal_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_medal_bronze: ((inputs?: Board_Medal_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Medal_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

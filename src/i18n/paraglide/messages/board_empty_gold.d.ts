export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Empty_GoldInputs = {};
/**
* | output |
* | --- |
* | "This board shows catches verified gold only: the club’s choice, so that a record is a record." |
*
* @param {Board_Empty_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_empty_gold: ((inputs?: Board_Empty_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

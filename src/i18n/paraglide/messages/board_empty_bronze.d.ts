export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Empty_BronzeInputs = {};
/**
* | output |
* | --- |
* | "This board shows catches verified bronze or better: the club’s choice, so that a record is a record." |
*
* @param {Board_Empty_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_empty_bronze: ((inputs?: Board_Empty_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

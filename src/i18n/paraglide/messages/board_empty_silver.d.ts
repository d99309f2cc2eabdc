export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Empty_SilverInputs = {};
/**
* | output |
* | --- |
* | "This board shows catches verified silver or better: the club’s choice, so that a record is a record." |
*
* @param {Board_Empty_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_empty_silver: ((inputs?: Board_Empty_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

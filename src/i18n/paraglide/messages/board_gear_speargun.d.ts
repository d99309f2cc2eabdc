export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Gear_SpeargunInputs = {};
/**
* | output |
* | --- |
* | "speargun" |
*
* @param {Board_Gear_SpeargunInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_gear_speargun: ((inputs?: Board_Gear_SpeargunInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Gear_SpeargunInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Gear_OtherInputs = {};
/**
* | output |
* | --- |
* | "other" |
*
* @param {Board_Gear_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_gear_other: ((inputs?: Board_Gear_OtherInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Gear_OtherInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

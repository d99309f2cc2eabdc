export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Gear_PolespearInputs = {};
/**
* | output |
* | --- |
* | "polespear" |
*
* @param {Board_Gear_PolespearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_gear_polespear: ((inputs?: Board_Gear_PolespearInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Gear_PolespearInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

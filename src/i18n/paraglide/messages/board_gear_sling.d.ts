export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Gear_SlingInputs = {};
/**
* | output |
* | --- |
* | "sling" |
*
* @param {Board_Gear_SlingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_gear_sling: ((inputs?: Board_Gear_SlingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Gear_SlingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

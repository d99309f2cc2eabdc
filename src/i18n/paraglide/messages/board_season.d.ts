export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_SeasonInputs = {};
/**
* | output |
* | --- |
* | "Season (year)" |
*
* @param {Board_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_season: ((inputs?: Board_SeasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_SeasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

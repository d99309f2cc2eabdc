export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Page_TitleInputs = {
    board: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Leaderboard: {board}" |
*
* @param {Board_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_page_title: ((inputs: Board_Page_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Page_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

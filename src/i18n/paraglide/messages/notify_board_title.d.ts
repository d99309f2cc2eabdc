export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Board_TitleInputs = {};
/**
* | output |
* | --- |
* | "You were overtaken on a leaderboard" |
*
* @param {Notify_Board_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_title: ((inputs?: Notify_Board_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

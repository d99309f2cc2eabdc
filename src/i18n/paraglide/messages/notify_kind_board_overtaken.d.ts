export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Kind_Board_OvertakenInputs = {};
/**
* | output |
* | --- |
* | "Someone overtakes you in a leaderboard’s top 10" |
*
* @param {Notify_Kind_Board_OvertakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_board_overtaken: ((inputs?: Notify_Kind_Board_OvertakenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Board_OvertakenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

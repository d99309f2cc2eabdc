export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Board_LeftInputs = {
    board: NonNullable<unknown>;
    old: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "You left the top 10 of the board “{board}” (you were #{old})." |
*
* @param {Notify_Board_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_left: ((inputs: Notify_Board_LeftInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_LeftInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

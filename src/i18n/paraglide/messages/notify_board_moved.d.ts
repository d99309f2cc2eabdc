export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Board_MovedInputs = {
    old: NonNullable<unknown>;
    new: NonNullable<unknown>;
    board: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "You went from #{old} to #{new} on the board “{board}”." |
*
* @param {Notify_Board_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_moved: ((inputs: Notify_Board_MovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_MovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Board_SeasonInputs = {
    season: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "season {season}" |
*
* @param {Notify_Board_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_season: ((inputs: Notify_Board_SeasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_SeasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

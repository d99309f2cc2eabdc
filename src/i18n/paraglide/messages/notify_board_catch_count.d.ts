export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Board_Catch_CountInputs = {};
/**
* | output |
* | --- |
* | "number of catches" |
*
* @param {Notify_Board_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_catch_count: ((inputs?: Notify_Board_Catch_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_Catch_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

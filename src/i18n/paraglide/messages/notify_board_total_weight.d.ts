export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Board_Total_WeightInputs = {};
/**
* | output |
* | --- |
* | "total weight" |
*
* @param {Notify_Board_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_total_weight: ((inputs?: Notify_Board_Total_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_Total_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

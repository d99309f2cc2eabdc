export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Graded_GoldInputs = {};
/**
* | output |
* | --- |
* | "Graded gold." |
*
* @param {Notice_Graded_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_graded_gold: ((inputs?: Notice_Graded_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

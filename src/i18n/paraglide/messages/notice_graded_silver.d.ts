export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Graded_SilverInputs = {};
/**
* | output |
* | --- |
* | "Graded silver." |
*
* @param {Notice_Graded_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_graded_silver: ((inputs?: Notice_Graded_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Graded_BronzeInputs = {};
/**
* | output |
* | --- |
* | "Graded bronze." |
*
* @param {Notice_Graded_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_graded_bronze: ((inputs?: Notice_Graded_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

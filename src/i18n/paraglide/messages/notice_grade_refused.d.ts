export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Grade_RefusedInputs = {};
/**
* | output |
* | --- |
* | "Refused: the catch is unverified." |
*
* @param {Notice_Grade_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_grade_refused: ((inputs?: Notice_Grade_RefusedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Grade_RefusedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

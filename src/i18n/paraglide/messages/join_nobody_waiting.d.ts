export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Nobody_WaitingInputs = {};
/**
* | output |
* | --- |
* | "Nobody is waiting." |
*
* @param {Join_Nobody_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_nobody_waiting: ((inputs?: Join_Nobody_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Nobody_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

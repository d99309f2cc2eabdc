export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Nobody_WaitingInputs = {};
/**
* | output |
* | --- |
* | "Nobody is waiting." |
*
* @param {Dev_Nobody_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_nobody_waiting: ((inputs?: Dev_Nobody_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nobody_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

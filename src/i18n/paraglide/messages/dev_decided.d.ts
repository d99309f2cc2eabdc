export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_DecidedInputs = {};
/**
* | output |
* | --- |
* | "Decided" |
*
* @param {Dev_DecidedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_decided: ((inputs?: Dev_DecidedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DecidedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

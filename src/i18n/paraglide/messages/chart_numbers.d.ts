export type LocalizedString = import('../runtime.js').LocalizedString;
export type Chart_NumbersInputs = {};
/**
* | output |
* | --- |
* | "The numbers" |
*
* @param {Chart_NumbersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const chart_numbers: ((inputs?: Chart_NumbersInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_NumbersInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

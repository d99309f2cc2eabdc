export type LocalizedString = import('../runtime.js').LocalizedString;
export type Chart_Mark_DefaultInputs = {};
/**
* | output |
* | --- |
* | "mark" |
*
* @param {Chart_Mark_DefaultInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const chart_mark_default: ((inputs?: Chart_Mark_DefaultInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Mark_DefaultInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_CountsInputs = {};
/**
* | output |
* | --- |
* | "Counts" |
*
* @param {Competition_CountsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_counts: ((inputs?: Competition_CountsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_CountsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

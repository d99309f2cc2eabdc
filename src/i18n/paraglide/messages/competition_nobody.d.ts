export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_NobodyInputs = {};
/**
* | output |
* | --- |
* | "(nobody)" |
*
* @param {Competition_NobodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_nobody: ((inputs?: Competition_NobodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_NobodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

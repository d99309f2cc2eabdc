export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_BiggestInputs = {};
/**
* | output |
* | --- |
* | "Biggest" |
*
* @param {Competition_BiggestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_biggest: ((inputs?: Competition_BiggestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_BiggestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

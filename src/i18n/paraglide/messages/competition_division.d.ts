export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_DivisionInputs = {};
/**
* | output |
* | --- |
* | "Division" |
*
* @param {Competition_DivisionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_division: ((inputs?: Competition_DivisionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_DivisionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

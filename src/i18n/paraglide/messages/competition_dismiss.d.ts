export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_DismissInputs = {};
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Competition_DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_dismiss: ((inputs?: Competition_DismissInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_DismissInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

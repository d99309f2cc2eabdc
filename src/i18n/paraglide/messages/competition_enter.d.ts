export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_EnterInputs = {};
/**
* | output |
* | --- |
* | "Enter" |
*
* @param {Competition_EnterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_enter: ((inputs?: Competition_EnterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_EnterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_LanguageInputs = {};
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Footer_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const footer_language: ((inputs?: Footer_LanguageInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_LanguageInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

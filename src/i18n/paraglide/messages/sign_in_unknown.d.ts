export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_UnknownInputs = {};
/**
* | output |
* | --- |
* | "This way of signing in is not set up here." |
*
* @param {Sign_In_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_unknown: ((inputs?: Sign_In_UnknownInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_UnknownInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

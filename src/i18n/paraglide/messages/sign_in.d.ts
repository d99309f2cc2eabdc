export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_InInputs = {};
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in: ((inputs?: Sign_InInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_InInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

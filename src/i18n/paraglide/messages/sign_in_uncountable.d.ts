export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_UncountableInputs = {};
/**
* | output |
* | --- |
* | "Sign-in attempts cannot be counted right now." |
*
* @param {Sign_In_UncountableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_uncountable: ((inputs?: Sign_In_UncountableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_UncountableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

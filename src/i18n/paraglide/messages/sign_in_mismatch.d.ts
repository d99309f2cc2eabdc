export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_MismatchInputs = {};
/**
* | output |
* | --- |
* | "That email and password do not match." |
*
* @param {Sign_In_MismatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_mismatch: ((inputs?: Sign_In_MismatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_MismatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

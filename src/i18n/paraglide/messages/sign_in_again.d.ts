export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_AgainInputs = {};
/**
* | output |
* | --- |
* | "Please sign in again." |
*
* @param {Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_again: ((inputs?: Sign_In_AgainInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_AgainInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_Unknown_TitleInputs = {};
/**
* | output |
* | --- |
* | "Unknown sign-in method" |
*
* @param {Sign_In_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_unknown_title: ((inputs?: Sign_In_Unknown_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Unknown_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

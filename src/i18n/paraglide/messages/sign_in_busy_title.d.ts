export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_Busy_TitleInputs = {};
/**
* | output |
* | --- |
* | "Busy" |
*
* @param {Sign_In_Busy_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_busy_title: ((inputs?: Sign_In_Busy_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Busy_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

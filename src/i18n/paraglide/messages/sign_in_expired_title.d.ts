export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_Expired_TitleInputs = {};
/**
* | output |
* | --- |
* | "Sign-in expired" |
*
* @param {Sign_In_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_expired_title: ((inputs?: Sign_In_Expired_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Expired_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

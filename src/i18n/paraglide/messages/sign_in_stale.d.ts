export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_StaleInputs = {};
/**
* | output |
* | --- |
* | "This sign-in took too long or was already finished. Please sign in again." |
*
* @param {Sign_In_StaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_stale: ((inputs?: Sign_In_StaleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_StaleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_FinishedInputs = {};
/**
* | output |
* | --- |
* | "This sign-in was already finished. Please sign in again." |
*
* @param {Sign_In_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_finished: ((inputs?: Sign_In_FinishedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_FinishedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_Many_AttemptsInputs = {};
/**
* | output |
* | --- |
* | "There have been many sign-in attempts for this account." |
*
* @param {Sign_In_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_many_attempts: ((inputs?: Sign_In_Many_AttemptsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Many_AttemptsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

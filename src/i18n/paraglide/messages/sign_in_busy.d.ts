export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_BusyInputs = {};
/**
* | output |
* | --- |
* | "Too many sign-ins are being checked at once." |
*
* @param {Sign_In_BusyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_busy: ((inputs?: Sign_In_BusyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_BusyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

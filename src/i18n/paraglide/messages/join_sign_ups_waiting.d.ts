export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Sign_Ups_WaitingInputs = {};
/**
* | output |
* | --- |
* | "Sign-ups waiting" |
*
* @param {Join_Sign_Ups_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_sign_ups_waiting: ((inputs?: Join_Sign_Ups_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Sign_Ups_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

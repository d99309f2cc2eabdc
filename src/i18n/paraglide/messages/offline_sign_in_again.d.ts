export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_Sign_In_AgainInputs = {};
/**
* | output |
* | --- |
* | "Sign in again to send what is waiting" |
*
* @param {Offline_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_sign_in_again: ((inputs?: Offline_Sign_In_AgainInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sign_In_AgainInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_Sign_In_To_SendInputs = {};
/**
* | output |
* | --- |
* | "Sign in again to send them." |
*
* @param {Offline_Sign_In_To_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_sign_in_to_send: ((inputs?: Offline_Sign_In_To_SendInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sign_In_To_SendInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

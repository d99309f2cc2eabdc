export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_Sign_InInputs = {};
/**
* | output |
* | --- |
* | "Sign in with a passkey" |
*
* @param {Passkey_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_sign_in: ((inputs?: Passkey_Sign_InInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Sign_InInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

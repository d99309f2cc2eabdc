export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_HasInputs = {};
/**
* | output |
* | --- |
* | "App or passkey" |
*
* @param {Totp_HasInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_has: ((inputs?: Totp_HasInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_HasInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_OnInputs = {};
/**
* | output |
* | --- |
* | "Signing in with your password or another account (GitHub, Google, single sign-on) also asks for a code from your app." |
*
* @param {Totp_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_on: ((inputs?: Totp_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

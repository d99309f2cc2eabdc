export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Codes_TextInputs = {};
/**
* | output |
* | --- |
* | "Your authenticator app is set up. Keep these codes somewhere safe: each signs you in once if you lose the app." |
*
* @param {Totp_Codes_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_codes_text: ((inputs?: Totp_Codes_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Codes_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

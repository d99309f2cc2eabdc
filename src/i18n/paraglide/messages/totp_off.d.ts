export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_OffInputs = {};
/**
* | output |
* | --- |
* | "Ask for a code from an app on your phone as well as your password when you sign in." |
*
* @param {Totp_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_off: ((inputs?: Totp_OffInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_OffInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

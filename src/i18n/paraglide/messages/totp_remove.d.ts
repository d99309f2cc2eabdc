export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_RemoveInputs = {};
/**
* | output |
* | --- |
* | "Remove the authenticator app" |
*
* @param {Totp_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_remove: ((inputs?: Totp_RemoveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_RemoveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

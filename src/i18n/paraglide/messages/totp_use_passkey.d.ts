export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Use_PasskeyInputs = {};
/**
* | output |
* | --- |
* | "Use your passkey" |
*
* @param {Totp_Use_PasskeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_use_passkey: ((inputs?: Totp_Use_PasskeyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Use_PasskeyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

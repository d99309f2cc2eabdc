export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Password_RightInputs = {};
/**
* | output |
* | --- |
* | "Your password is right. To finish signing in, use the passkey you added to your account." |
*
* @param {Totp_Password_RightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_password_right: ((inputs?: Totp_Password_RightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Password_RightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

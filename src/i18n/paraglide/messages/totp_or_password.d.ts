export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Or_PasswordInputs = {};
/**
* | output |
* | --- |
* | "Or your password" |
*
* @param {Totp_Or_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_or_password: ((inputs?: Totp_Or_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Or_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

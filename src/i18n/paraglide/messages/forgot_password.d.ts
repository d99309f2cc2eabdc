export type LocalizedString = import('../runtime.js').LocalizedString;
export type Forgot_PasswordInputs = {};
/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const forgot_password: ((inputs?: Forgot_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

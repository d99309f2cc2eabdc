export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Code_Or_RecoveryInputs = {};
/**
* | output |
* | --- |
* | "Code from your authenticator app, or a recovery code" |
*
* @param {Totp_Code_Or_RecoveryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_code_or_recovery: ((inputs?: Totp_Code_Or_RecoveryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Code_Or_RecoveryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

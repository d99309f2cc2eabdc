export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_PasswordInputs = {};
/**
* | output |
* | --- |
* | "Your password, to confirm" |
*
* @param {Leave_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_password: ((inputs?: Leave_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

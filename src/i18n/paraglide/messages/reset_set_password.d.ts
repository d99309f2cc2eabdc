export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Set_PasswordInputs = {};
/**
* | output |
* | --- |
* | "Set password" |
*
* @param {Reset_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_set_password: ((inputs?: Reset_Set_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Set_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

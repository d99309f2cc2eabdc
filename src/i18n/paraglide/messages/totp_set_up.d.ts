export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Set_UpInputs = {};
/**
* | output |
* | --- |
* | "Set up an authenticator app" |
*
* @param {Totp_Set_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_set_up: ((inputs?: Totp_Set_UpInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Set_UpInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

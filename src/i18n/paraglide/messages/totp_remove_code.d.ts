export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Remove_CodeInputs = {};
/**
* | output |
* | --- |
* | "A current code from your app, or a recovery code" |
*
* @param {Totp_Remove_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_remove_code: ((inputs?: Totp_Remove_CodeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Remove_CodeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

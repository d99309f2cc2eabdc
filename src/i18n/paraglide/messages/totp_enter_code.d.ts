export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Enter_CodeInputs = {};
/**
* | output |
* | --- |
* | "Enter the code from your app" |
*
* @param {Totp_Enter_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_enter_code: ((inputs?: Totp_Enter_CodeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Enter_CodeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

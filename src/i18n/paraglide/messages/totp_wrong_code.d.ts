export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Wrong_CodeInputs = {};
/**
* | output |
* | --- |
* | "That code is not right. Enter the current code from your app." |
*
* @param {Totp_Wrong_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_wrong_code: ((inputs?: Totp_Wrong_CodeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Wrong_CodeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

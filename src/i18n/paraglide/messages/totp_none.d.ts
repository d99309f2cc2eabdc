export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_NoneInputs = {};
/**
* | output |
* | --- |
* | "None" |
*
* @param {Totp_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_none: ((inputs?: Totp_NoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_NoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Codes_TitleInputs = {};
/**
* | output |
* | --- |
* | "Your recovery codes" |
*
* @param {Totp_Codes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_codes_title: ((inputs?: Totp_Codes_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Codes_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

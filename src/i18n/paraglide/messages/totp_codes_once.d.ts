export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Codes_OnceInputs = {};
/**
* | output |
* | --- |
* | "They are shown only now." |
*
* @param {Totp_Codes_OnceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_codes_once: ((inputs?: Totp_Codes_OnceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Codes_OnceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

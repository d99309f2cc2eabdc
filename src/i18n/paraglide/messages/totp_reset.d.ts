export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_ResetInputs = {};
/**
* | output |
* | --- |
* | "Reset" |
*
* @param {Totp_ResetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_reset: ((inputs?: Totp_ResetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_ResetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_BackInputs = {};
/**
* | output |
* | --- |
* | "Back to your account" |
*
* @param {Totp_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_back: ((inputs?: Totp_BackInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_BackInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

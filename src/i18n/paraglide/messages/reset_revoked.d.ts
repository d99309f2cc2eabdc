export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_RevokedInputs = {};
/**
* | output |
* | --- |
* | "Every API key and app access of your account is revoked." |
*
* @param {Reset_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_revoked: ((inputs?: Reset_RevokedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_RevokedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

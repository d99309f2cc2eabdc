export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_NoneInputs = {};
/**
* | output |
* | --- |
* | "You have no passkeys yet." |
*
* @param {Passkey_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_none: ((inputs?: Passkey_NoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_NoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

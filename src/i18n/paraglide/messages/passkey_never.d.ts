export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_NeverInputs = {};
/**
* | output |
* | --- |
* | "Never" |
*
* @param {Passkey_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_never: ((inputs?: Passkey_NeverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_NeverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

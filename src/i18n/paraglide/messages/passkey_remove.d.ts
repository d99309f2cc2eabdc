export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_RemoveInputs = {};
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Passkey_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_remove: ((inputs?: Passkey_RemoveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_RemoveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

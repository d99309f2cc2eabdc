export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_AddedInputs = {};
/**
* | output |
* | --- |
* | "Added" |
*
* @param {Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_added: ((inputs?: Passkey_AddedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_AddedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

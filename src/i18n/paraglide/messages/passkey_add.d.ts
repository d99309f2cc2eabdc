export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_AddInputs = {};
/**
* | output |
* | --- |
* | "Add a passkey" |
*
* @param {Passkey_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_add: ((inputs?: Passkey_AddInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_AddInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_Default_NameInputs = {};
/**
* | output |
* | --- |
* | "My passkey" |
*
* @param {Passkey_Default_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_default_name: ((inputs?: Passkey_Default_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Default_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

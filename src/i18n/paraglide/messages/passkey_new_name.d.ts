export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_New_NameInputs = {};
/**
* | output |
* | --- |
* | "Name of the new passkey" |
*
* @param {Passkey_New_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_new_name: ((inputs?: Passkey_New_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_New_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

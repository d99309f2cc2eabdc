export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_RenameInputs = {};
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Passkey_RenameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_rename: ((inputs?: Passkey_RenameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_RenameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

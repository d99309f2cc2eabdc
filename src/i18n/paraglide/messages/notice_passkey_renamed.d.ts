export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Passkey_RenamedInputs = {};
/**
* | output |
* | --- |
* | "The passkey is renamed." |
*
* @param {Notice_Passkey_RenamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_passkey_renamed: ((inputs?: Notice_Passkey_RenamedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_RenamedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

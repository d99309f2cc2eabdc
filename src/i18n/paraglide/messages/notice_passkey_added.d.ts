export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Passkey_AddedInputs = {};
/**
* | output |
* | --- |
* | "The passkey is added: sign in with it next time, no password needed." |
*
* @param {Notice_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_passkey_added: ((inputs?: Notice_Passkey_AddedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_AddedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

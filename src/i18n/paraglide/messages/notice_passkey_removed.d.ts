export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Passkey_RemovedInputs = {};
/**
* | output |
* | --- |
* | "The passkey is removed: it no longer signs you in." |
*
* @param {Notice_Passkey_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_passkey_removed: ((inputs?: Notice_Passkey_RemovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_RemovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

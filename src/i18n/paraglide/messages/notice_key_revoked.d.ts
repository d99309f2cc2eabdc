export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Key_RevokedInputs = {};
/**
* | output |
* | --- |
* | "The key is revoked." |
*
* @param {Notice_Key_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_key_revoked: ((inputs?: Notice_Key_RevokedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Key_RevokedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Secret_RotatedInputs = {};
/**
* | output |
* | --- |
* | "The secret is rotated." |
*
* @param {Notice_Secret_RotatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_secret_rotated: ((inputs?: Notice_Secret_RotatedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Secret_RotatedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

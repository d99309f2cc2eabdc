export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Secret_RotatedInputs = {};
/**
* | output |
* | --- |
* | "The secret is rotated; the old one no longer works." |
*
* @param {Dev_Secret_RotatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_secret_rotated: ((inputs?: Dev_Secret_RotatedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Secret_RotatedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

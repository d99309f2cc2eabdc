export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_ExpiresInputs = {};
/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Dev_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_expires: ((inputs?: Dev_ExpiresInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ExpiresInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

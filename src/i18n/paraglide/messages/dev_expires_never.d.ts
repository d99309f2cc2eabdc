export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Expires_NeverInputs = {};
/**
* | output |
* | --- |
* | "Never" |
*
* @param {Dev_Expires_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_expires_never: ((inputs?: Dev_Expires_NeverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expires_NeverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

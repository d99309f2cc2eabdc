export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Api_ReferenceInputs = {};
/**
* | output |
* | --- |
* | "API reference" |
*
* @param {Dev_Api_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_api_reference: ((inputs?: Dev_Api_ReferenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Api_ReferenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

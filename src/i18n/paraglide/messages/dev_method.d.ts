export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_MethodInputs = {};
/**
* | output |
* | --- |
* | "Method" |
*
* @param {Dev_MethodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_method: ((inputs?: Dev_MethodInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_MethodInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

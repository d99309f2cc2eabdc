export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_ApplyInputs = {};
/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Dev_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_apply: ((inputs?: Dev_ApplyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApplyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

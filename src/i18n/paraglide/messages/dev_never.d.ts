export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_NeverInputs = {};
/**
* | output |
* | --- |
* | "never" |
*
* @param {Dev_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_never: ((inputs?: Dev_NeverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_NeverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_TypeInputs = {};
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Dev_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_type: ((inputs?: Dev_TypeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_TypeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

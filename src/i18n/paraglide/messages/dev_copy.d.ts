export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_CopyInputs = {};
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Dev_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_copy: ((inputs?: Dev_CopyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_CopyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

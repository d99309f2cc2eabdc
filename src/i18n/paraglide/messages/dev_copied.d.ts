export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_CopiedInputs = {};
/**
* | output |
* | --- |
* | "Copied." |
*
* @param {Dev_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_copied: ((inputs?: Dev_CopiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_CopiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Guide_ReferenceInputs = {};
/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Guide_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_reference: ((inputs?: Guide_ReferenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_ReferenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

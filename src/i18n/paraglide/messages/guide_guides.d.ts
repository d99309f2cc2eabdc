export type LocalizedString = import('../runtime.js').LocalizedString;
export type Guide_GuidesInputs = {};
/**
* | output |
* | --- |
* | "Guides" |
*
* @param {Guide_GuidesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_guides: ((inputs?: Guide_GuidesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_GuidesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

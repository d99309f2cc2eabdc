export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_CopiedInputs = {};
/**
* | output |
* | --- |
* | "Link copied" |
*
* @param {Share_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_copied: ((inputs?: Share_CopiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_CopiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

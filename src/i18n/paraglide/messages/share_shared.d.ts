export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_SharedInputs = {};
/**
* | output |
* | --- |
* | "Shared." |
*
* @param {Share_SharedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_shared: ((inputs?: Share_SharedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_SharedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

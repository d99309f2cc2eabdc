export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_LinkInputs = {};
/**
* | output |
* | --- |
* | "Link to this page" |
*
* @param {Share_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_link: ((inputs?: Share_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

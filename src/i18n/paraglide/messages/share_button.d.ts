export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Share_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_button: ((inputs?: Share_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

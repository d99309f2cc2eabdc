export type LocalizedString = import('../runtime.js').LocalizedString;
export type Nav_My_CatchesInputs = {};
/**
* | output |
* | --- |
* | "My catches" |
*
* @param {Nav_My_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_my_catches: ((inputs?: Nav_My_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_My_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Nav_MainInputs = {};
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_MainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_main: ((inputs?: Nav_MainInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MainInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Nav_DevelopersInputs = {};
/**
* | output |
* | --- |
* | "Developers" |
*
* @param {Nav_DevelopersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_developers: ((inputs?: Nav_DevelopersInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DevelopersInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_BackInputs = {};
/**
* | output |
* | --- |
* | "Back to people" |
*
* @param {People_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_back: ((inputs?: People_BackInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_BackInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

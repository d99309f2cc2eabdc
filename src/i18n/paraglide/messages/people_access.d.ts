export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_AccessInputs = {};
/**
* | output |
* | --- |
* | "Access" |
*
* @param {People_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_access: ((inputs?: People_AccessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_AccessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Link_AccessInputs = {};
/**
* | output |
* | --- |
* | "What visitors may see" |
*
* @param {People_Link_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_link_access: ((inputs?: People_Link_AccessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Link_AccessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

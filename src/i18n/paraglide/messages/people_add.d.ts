export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_AddInputs = {};
/**
* | output |
* | --- |
* | "Add" |
*
* @param {People_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_add: ((inputs?: People_AddInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_AddInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_ActiveInputs = {};
/**
* | output |
* | --- |
* | "Active" |
*
* @param {People_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_active: ((inputs?: People_ActiveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_ActiveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Add_PersonInputs = {};
/**
* | output |
* | --- |
* | "Add a person" |
*
* @param {People_Add_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_add_person: ((inputs?: People_Add_PersonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Add_PersonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

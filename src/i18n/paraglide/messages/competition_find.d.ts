export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_FindInputs = {};
/**
* | output |
* | --- |
* | "Find" |
*
* @param {Competition_FindInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_find: ((inputs?: Competition_FindInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_FindInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

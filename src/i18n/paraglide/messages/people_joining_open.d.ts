export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Joining_OpenInputs = {};
/**
* | output |
* | --- |
* | "open: anyone signs up and joins as a diver." |
*
* @param {People_Joining_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_open: ((inputs?: People_Joining_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Refused_TakenInputs = {};
/**
* | output |
* | --- |
* | "someone already has this email" |
*
* @param {People_Refused_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_refused_taken: ((inputs?: People_Refused_TakenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Refused_TakenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

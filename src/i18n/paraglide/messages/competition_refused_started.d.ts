export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Refused_StartedInputs = {};
/**
* | output |
* | --- |
* | "The competition has started: only its description may change now." |
*
* @param {Competition_Refused_StartedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_started: ((inputs?: Competition_Refused_StartedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_StartedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Refused_FinalInputs = {};
/**
* | output |
* | --- |
* | "The results are already final." |
*
* @param {Competition_Refused_FinalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_final: ((inputs?: Competition_Refused_FinalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_FinalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Refused_Protests_OpenInputs = {};
/**
* | output |
* | --- |
* | "Decide every open protest first." |
*
* @param {Competition_Refused_Protests_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_protests_open: ((inputs?: Competition_Refused_Protests_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Protests_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

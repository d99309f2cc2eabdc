export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Refused_CancelledInputs = {};
/**
* | output |
* | --- |
* | "The competition is already cancelled." |
*
* @param {Competition_Refused_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_cancelled: ((inputs?: Competition_Refused_CancelledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_CancelledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

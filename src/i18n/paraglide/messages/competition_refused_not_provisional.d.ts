export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Refused_Not_ProvisionalInputs = {};
/**
* | output |
* | --- |
* | "The results are not provisional: protests and finalizing wait for the end of the competition, and stop once the results are final." |
*
* @param {Competition_Refused_Not_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_not_provisional: ((inputs?: Competition_Refused_Not_ProvisionalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Not_ProvisionalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Refused_ForbiddenInputs = {};
/**
* | output |
* | --- |
* | "Your account cannot do this in this competition." |
*
* @param {Competition_Refused_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_forbidden: ((inputs?: Competition_Refused_ForbiddenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_ForbiddenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

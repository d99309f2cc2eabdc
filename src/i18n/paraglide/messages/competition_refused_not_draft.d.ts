export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Refused_Not_DraftInputs = {};
/**
* | output |
* | --- |
* | "Only a draft is published." |
*
* @param {Competition_Refused_Not_DraftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_not_draft: ((inputs?: Competition_Refused_Not_DraftInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Not_DraftInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Protest_SubmitInputs = {};
/**
* | output |
* | --- |
* | "Protest" |
*
* @param {Competition_Protest_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_submit: ((inputs?: Competition_Protest_SubmitInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_SubmitInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

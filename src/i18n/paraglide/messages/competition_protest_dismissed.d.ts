export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Protest_DismissedInputs = {};
/**
* | output |
* | --- |
* | "dismissed" |
*
* @param {Competition_Protest_DismissedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_dismissed: ((inputs?: Competition_Protest_DismissedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_DismissedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Protest_ReasonInputs = {};
/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Competition_Protest_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_reason: ((inputs?: Competition_Protest_ReasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_ReasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

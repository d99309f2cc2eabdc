export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Protest_GeneralInputs = {};
/**
* | output |
* | --- |
* | "(the results in general)" |
*
* @param {Competition_Protest_GeneralInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_general: ((inputs?: Competition_Protest_GeneralInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_GeneralInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Protest_OpenInputs = {};
/**
* | output |
* | --- |
* | "open" |
*
* @param {Competition_Protest_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_open: ((inputs?: Competition_Protest_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

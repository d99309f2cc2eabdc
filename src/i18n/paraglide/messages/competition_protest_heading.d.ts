export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Protest_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Protest" |
*
* @param {Competition_Protest_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_heading: ((inputs?: Competition_Protest_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

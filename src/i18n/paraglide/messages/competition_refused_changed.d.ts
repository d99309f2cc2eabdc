export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Refused_ChangedInputs = {};
/**
* | output |
* | --- |
* | "The competition changed meanwhile: reload the page and try again." |
*
* @param {Competition_Refused_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_changed: ((inputs?: Competition_Refused_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

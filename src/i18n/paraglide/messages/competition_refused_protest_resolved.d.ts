export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Refused_Protest_ResolvedInputs = {};
/**
* | output |
* | --- |
* | "This protest has already been decided." |
*
* @param {Competition_Refused_Protest_ResolvedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_protest_resolved: ((inputs?: Competition_Refused_Protest_ResolvedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Protest_ResolvedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

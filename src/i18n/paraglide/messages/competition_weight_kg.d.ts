export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Weight_KgInputs = {};
/**
* | output |
* | --- |
* | "Weight (kg)" |
*
* @param {Competition_Weight_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_weight_kg: ((inputs?: Competition_Weight_KgInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weight_KgInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Weigh_InInputs = {};
/**
* | output |
* | --- |
* | "Weigh-in" |
*
* @param {Competition_Weigh_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_weigh_in: ((inputs?: Competition_Weigh_InInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weigh_InInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

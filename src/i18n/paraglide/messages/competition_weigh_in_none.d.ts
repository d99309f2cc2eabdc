export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Weigh_In_NoneInputs = {};
/**
* | output |
* | --- |
* | "None: fish count as logged" |
*
* @param {Competition_Weigh_In_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_weigh_in_none: ((inputs?: Competition_Weigh_In_NoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weigh_In_NoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

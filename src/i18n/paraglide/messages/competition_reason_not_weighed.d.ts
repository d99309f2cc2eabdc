export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Reason_Not_WeighedInputs = {};
/**
* | output |
* | --- |
* | "not weighed yet" |
*
* @param {Competition_Reason_Not_WeighedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_not_weighed: ((inputs?: Competition_Reason_Not_WeighedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Not_WeighedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Reason_Below_MinimumInputs = {};
/**
* | output |
* | --- |
* | "under the minimum weight" |
*
* @param {Competition_Reason_Below_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_below_minimum: ((inputs?: Competition_Reason_Below_MinimumInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Below_MinimumInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

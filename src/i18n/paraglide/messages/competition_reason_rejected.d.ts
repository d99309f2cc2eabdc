export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Reason_RejectedInputs = {};
/**
* | output |
* | --- |
* | "rejected at the weigh-in" |
*
* @param {Competition_Reason_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_rejected: ((inputs?: Competition_Reason_RejectedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_RejectedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Reject_ReasonInputs = {};
/**
* | output |
* | --- |
* | "Reason (when rejecting)" |
*
* @param {Competition_Reject_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reject_reason: ((inputs?: Competition_Reject_ReasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reject_ReasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

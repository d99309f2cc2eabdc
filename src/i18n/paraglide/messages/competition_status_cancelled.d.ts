export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Status_CancelledInputs = {};
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Competition_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_status_cancelled: ((inputs?: Competition_Status_CancelledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_CancelledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

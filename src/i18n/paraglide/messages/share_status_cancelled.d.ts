export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Status_CancelledInputs = {};
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Share_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_status_cancelled: ((inputs?: Share_Status_CancelledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_CancelledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

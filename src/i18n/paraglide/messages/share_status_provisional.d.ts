export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Status_ProvisionalInputs = {};
/**
* | output |
* | --- |
* | "Provisional results" |
*
* @param {Share_Status_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_status_provisional: ((inputs?: Share_Status_ProvisionalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_ProvisionalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

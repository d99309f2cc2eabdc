export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Status_FinalInputs = {};
/**
* | output |
* | --- |
* | "Final results" |
*
* @param {Share_Status_FinalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_status_final: ((inputs?: Share_Status_FinalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_FinalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

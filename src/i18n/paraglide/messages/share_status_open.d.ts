export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Status_OpenInputs = {};
/**
* | output |
* | --- |
* | "Not started yet" |
*
* @param {Share_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_status_open: ((inputs?: Share_Status_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

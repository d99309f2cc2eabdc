export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_No_RequestsInputs = {};
/**
* | output |
* | --- |
* | "No requests match." |
*
* @param {Dev_No_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_no_requests: ((inputs?: Dev_No_RequestsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_RequestsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

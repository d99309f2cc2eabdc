export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_RequestsInputs = {};
/**
* | output |
* | --- |
* | "Requests" |
*
* @param {Dev_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_requests: ((inputs?: Dev_RequestsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RequestsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Request_LogInputs = {};
/**
* | output |
* | --- |
* | "Request log" |
*
* @param {Dev_Request_LogInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_request_log: ((inputs?: Dev_Request_LogInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Request_LogInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

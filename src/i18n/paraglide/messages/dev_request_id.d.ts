export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Request_IdInputs = {};
/**
* | output |
* | --- |
* | "Request id" |
*
* @param {Dev_Request_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_request_id: ((inputs?: Dev_Request_IdInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Request_IdInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

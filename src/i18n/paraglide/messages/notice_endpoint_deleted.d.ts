export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Endpoint_DeletedInputs = {};
/**
* | output |
* | --- |
* | "The endpoint is deleted." |
*
* @param {Notice_Endpoint_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_endpoint_deleted: ((inputs?: Notice_Endpoint_DeletedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Endpoint_DeletedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Portal_RequestsInputs = {};
/**
* | output |
* | --- |
* | "Request log" |
*
* @param {Webhook_Portal_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_portal_requests: ((inputs?: Webhook_Portal_RequestsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Portal_RequestsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Nav_WebhooksInputs = {};
/**
* | output |
* | --- |
* | "Webhooks" |
*
* @param {Dev_Nav_WebhooksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_nav_webhooks: ((inputs?: Dev_Nav_WebhooksInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_WebhooksInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Portal_KeysInputs = {};
/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Webhook_Portal_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_portal_keys: ((inputs?: Webhook_Portal_KeysInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Portal_KeysInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

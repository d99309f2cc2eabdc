export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Delivery_FailedInputs = {};
/**
* | output |
* | --- |
* | "failed" |
*
* @param {Webhook_Delivery_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delivery_failed: ((inputs?: Webhook_Delivery_FailedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delivery_FailedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

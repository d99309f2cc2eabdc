export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Delivery_SucceededInputs = {};
/**
* | output |
* | --- |
* | "succeeded" |
*
* @param {Webhook_Delivery_SucceededInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delivery_succeeded: ((inputs?: Webhook_Delivery_SucceededInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delivery_SucceededInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

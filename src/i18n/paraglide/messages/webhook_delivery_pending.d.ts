export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Delivery_PendingInputs = {};
/**
* | output |
* | --- |
* | "pending" |
*
* @param {Webhook_Delivery_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delivery_pending: ((inputs?: Webhook_Delivery_PendingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delivery_PendingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

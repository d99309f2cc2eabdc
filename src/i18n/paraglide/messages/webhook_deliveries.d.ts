export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_DeliveriesInputs = {};
/**
* | output |
* | --- |
* | "Deliveries" |
*
* @param {Webhook_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_deliveries: ((inputs?: Webhook_DeliveriesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_DeliveriesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

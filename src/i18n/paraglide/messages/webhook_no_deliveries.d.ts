export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_No_DeliveriesInputs = {};
/**
* | output |
* | --- |
* | "No deliveries yet." |
*
* @param {Webhook_No_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_no_deliveries: ((inputs?: Webhook_No_DeliveriesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_No_DeliveriesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_No_EndpointsInputs = {};
/**
* | output |
* | --- |
* | "No endpoints yet." |
*
* @param {Webhook_No_EndpointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_no_endpoints: ((inputs?: Webhook_No_EndpointsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_No_EndpointsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

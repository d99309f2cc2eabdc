export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Send_TestInputs = {};
/**
* | output |
* | --- |
* | "Send a test event" |
*
* @param {Webhook_Send_TestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_send_test: ((inputs?: Webhook_Send_TestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Send_TestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Next_RetryInputs = {};
/**
* | output |
* | --- |
* | "Next retry" |
*
* @param {Webhook_Next_RetryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_next_retry: ((inputs?: Webhook_Next_RetryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Next_RetryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;

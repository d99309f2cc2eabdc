export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_SecretInputs = {};
/**
* | output |
* | --- |
* | "The endpoint’s signing secret." |
*
* @param {Webhook_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_secret: ((inputs?: Webhook_SecretInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_SecretInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
